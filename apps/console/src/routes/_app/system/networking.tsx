import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/networking')({
  staticData: { crumb: 'Networking' },
  component: Outlet,
});
