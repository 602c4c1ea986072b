import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The silo's projects; the user's silo role is warmed so New Project is gated from the first render. */
export const Route = createFileRoute('/_app/projects')({
  staticData: { crumb: 'Projects' },
  component: Outlet,
});
