import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/networking/ip-pools')({
  staticData: { crumb: 'IP Pools' },
  component: Outlet,
});
