import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { prefetchUpdatePage, UpdatePage } from './update/-components/UpdatePage';

export const Route = createFileRoute('/_app/system/update')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchUpdatePage(context.queryClient, deps),
  staticData: { crumb: 'Update' },
  component: UpdatePage,
});
