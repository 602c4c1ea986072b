import { createFileRoute } from '@tanstack/react-router';
import { FleetRolesTab } from './fleet-roles/-components/FleetRolesTab';

export const Route = createFileRoute('/_app/system/silos/$silo/fleet-roles')({
  staticData: { crumb: 'Fleet Roles' },
  component: FleetRolesTab,
});
