import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/projects/$project/_external-subnets-list/external-subnets')({
  staticData: { crumb: 'External Subnets' },
  component: Outlet,
});
