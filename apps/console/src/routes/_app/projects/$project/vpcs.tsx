import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/projects/$project/vpcs')({
  staticData: { crumb: 'VPCs' },
  component: Outlet,
});
