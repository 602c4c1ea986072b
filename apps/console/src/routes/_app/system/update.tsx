import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { prefetchFleetRole } from '~/pages/system/fleetRole';
import { prefetchUpdatePage, UpdatePage } from '~/pages/system/update/UpdatePage';

export const Route = createFileRoute('/_app/system/update')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([prefetchUpdatePage(context.queryClient, deps), prefetchFleetRole(context.queryClient)]),
  staticData: { crumb: 'Update' },
  component: UpdatePage,
});
