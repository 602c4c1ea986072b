import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute(
  '/_app/projects/$project/vpcs/$vpc/_tabs/_internet-gateways-list/internet-gateways',
)({
  staticData: { crumb: 'Internet Gateways' },
  component: Outlet,
});
