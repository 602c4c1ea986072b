import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/inventory')({
  staticData: { crumb: 'Inventory' },
  component: Outlet,
});
