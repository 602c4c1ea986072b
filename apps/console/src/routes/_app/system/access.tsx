import { createFileRoute } from '@tanstack/react-router';
import { groupListQuery, userListQuery } from '~/api/identities';
import { FleetAccessPage, fleetPolicyQuery } from './access/-components/FleetAccessPage';

export const Route = createFileRoute('/_app/system/access')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(fleetPolicyQuery),
      context.queryClient.ensureQueryData(userListQuery()),
      context.queryClient.ensureQueryData(groupListQuery()),
    ]),
  staticData: { crumb: 'Fleet Access' },
  component: FleetAccessPage,
});
