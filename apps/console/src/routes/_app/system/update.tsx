import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { prefetchFleetRole } from '~/hooks/useFleetRole';
import { prefetchUpdatePage, UpdatePage } from './update/-components/UpdatePage';

export const Route = createFileRoute('/_app/system/update')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([prefetchUpdatePage(context.queryClient, deps), prefetchFleetRole(context.queryClient)]),
  staticData: { crumb: 'Update' },
  component: UpdatePage,
});
