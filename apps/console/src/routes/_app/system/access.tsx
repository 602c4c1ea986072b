import { createFileRoute } from '@tanstack/react-router';
import { groupListQuery, userListQuery } from '~/components/identities';
import { prefetchFleetRole } from '~/hooks/useFleetRole';
import { FleetAccessPage, fleetPolicyQuery } from './access/-components/FleetAccessPage';

export const Route = createFileRoute('/_app/system/access')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(fleetPolicyQuery),
      // Whether the user may edit decides which actions are enabled, so it loads with the page.
      prefetchFleetRole(context.queryClient),
      context.queryClient.ensureQueryData(userListQuery()),
      context.queryClient.ensureQueryData(groupListQuery()),
    ]),
  staticData: { crumb: 'Fleet Access' },
  component: FleetAccessPage,
});
