import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { siloUserListQuery } from '~/api/silos';
import { SiloUsersTab } from './users/-components/SiloUsersTab';

export const Route = createFileRoute('/_app/system/silos/$silo/users')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(siloUserListQuery(params.silo, deps)),
  staticData: { crumb: 'Users' },
  component: SiloUsersTab,
});
