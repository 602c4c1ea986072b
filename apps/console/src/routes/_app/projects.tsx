import { createFileRoute, Outlet } from '@tanstack/react-router';
import { prefetchRole } from '~/hooks/usePermissions';

/** The silo's projects; the user's silo role is warmed so New Project is gated from the first render. */
export const Route = createFileRoute('/_app/projects')({
  loader: ({ context }) => prefetchRole(context.queryClient),
  staticData: { crumb: 'Projects' },
  component: Outlet,
});
