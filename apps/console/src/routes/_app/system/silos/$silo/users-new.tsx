import { createFileRoute } from '@tanstack/react-router';
import { CreateLocalUserForm } from '~/pages/system/silos/users/CreateLocalUserForm';
import { SiloUsersTab } from '~/pages/system/silos/users/SiloUsersTab';
import { siloUserListQuery } from '~/pages/system/silos/users/userQueries';

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
