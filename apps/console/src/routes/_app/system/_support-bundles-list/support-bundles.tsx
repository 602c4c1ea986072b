import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/_support-bundles-list/support-bundles')({
  staticData: { crumb: 'Support Bundles' },
  component: Outlet,
});
