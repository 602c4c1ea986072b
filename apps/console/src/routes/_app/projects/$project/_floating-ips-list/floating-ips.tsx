import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/projects/$project/_floating-ips-list/floating-ips')({
  staticData: { crumb: 'Floating IPs' },
  component: Outlet,
});
