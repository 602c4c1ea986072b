import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { SiloUsersTab } from '~/pages/system/silos/users/SiloUsersTab';
import { siloUserListQuery } from '~/pages/system/silos/users/userQueries';

export const Route = createFileRoute('/_app/system/silos/$silo/users')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(siloUserListQuery(params.silo, deps)),
  staticData: { crumb: 'Users' },
  component: SiloUsersTab,
});
