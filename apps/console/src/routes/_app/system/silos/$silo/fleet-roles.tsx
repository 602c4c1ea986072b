import { createFileRoute } from '@tanstack/react-router';
import { FleetRolesTab } from '~/routes/_app/system/silos/$silo/fleet-roles/-components/FleetRolesTab';

export const Route = createFileRoute('/_app/system/silos/$silo/fleet-roles')({
  staticData: { crumb: 'Fleet Roles' },
  component: FleetRolesTab,
});
