import { createFileRoute, Outlet } from '@tanstack/react-router';
import { prefetchRoleQueries } from '~/api/vpcs';

export const Route = createFileRoute('/_app/projects/$project/floating-ips')({
  loader: ({ context, params }) => prefetchRoleQueries(context.queryClient, params.project),
  staticData: { crumb: 'Floating IPs' },
  component: Outlet,
});
