import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute(
  '/_app/projects/$project/vpcs/$vpc/_tabs/_firewall-rules-list/firewall-rules',
)({
  staticData: { crumb: 'Firewall Rules' },
  component: Outlet,
});
