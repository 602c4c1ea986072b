import { createFileRoute, Outlet } from '@tanstack/react-router';
import { prefetchFleetRole } from '~/hooks/useFleetRole';

export const Route = createFileRoute('/_app/system/alert-log')({
  // Resending is for fleet admins, so who the user is loads with the page.
  loader: ({ context }) => prefetchFleetRole(context.queryClient),
  staticData: { crumb: 'Alert Log' },
  component: Outlet,
});
