import { createFileRoute } from '@tanstack/react-router';
import { siloUserListQuery } from '~/api/silos';
import { CreateLocalUserForm } from './users/-components/CreateLocalUserForm';
import { SiloUsersTab } from './users/-components/SiloUsersTab';

export const Route = createFileRoute('/_app/system/silos/$silo/users-new')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(siloUserListQuery(params.silo, {})),
  staticData: { crumb: 'New user' },
  component: () => (
    <>
      <SiloUsersTab />
      <CreateLocalUserForm />
    </>
  ),
});
