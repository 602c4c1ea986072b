import { createFileRoute } from '@tanstack/react-router';
import { groupListQuery, userListQuery } from '~/pages/access/identities';
import { FleetAccessPage, fleetPolicyQuery } from '~/pages/system/access/FleetAccessPage';
import { prefetchFleetRole } from '~/pages/system/fleetRole';

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
