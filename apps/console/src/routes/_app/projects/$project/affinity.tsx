import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/projects/$project/affinity')({
  staticData: { crumb: 'Affinity Groups' },
  component: Outlet,
});
