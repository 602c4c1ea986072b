import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/_subnets-list/subnets')({
  staticData: { crumb: 'Subnets' },
  component: Outlet,
});
