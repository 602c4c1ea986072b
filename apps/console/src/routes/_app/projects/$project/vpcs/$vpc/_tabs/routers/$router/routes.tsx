import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/routers/$router/routes')({
  staticData: { crumb: 'Routes' },
  component: Outlet,
});
