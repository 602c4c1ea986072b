import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/networking/subnet-pools')({
  staticData: { crumb: 'Subnet Pools' },
  component: Outlet,
});
