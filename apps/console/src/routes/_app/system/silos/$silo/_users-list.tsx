import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { siloUserListQuery } from '~/api/silos';
import { SiloUsersTab } from './users/-components/SiloUsersTab';

/** The users tab, mounted under its create and detail panels (rendered in the tab's Outlet): it owns the tab's search and loader. */
export const Route = createFileRoute('/_app/system/silos/$silo/_users-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(siloUserListQuery(params.silo, deps)),
  component: SiloUsersTab,
});
