import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/inventory/sleds')({
  staticData: { crumb: 'Sleds' },
  component: Outlet,
});
