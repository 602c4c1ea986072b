import { createFileRoute, Outlet } from '@tanstack/react-router';
import { prefetchFleetRole } from '~/hooks/useFleetRole';

export const Route = createFileRoute('/_app/system/support-bundles')({
  // What the user may change here decides which actions are enabled, so it loads with the page.
  loader: ({ context }) => prefetchFleetRole(context.queryClient),
  staticData: { crumb: 'Support Bundles' },
  component: Outlet,
});
