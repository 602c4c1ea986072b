import { createFileRoute, Outlet } from '@tanstack/react-router';
import { prefetchRoleQueries } from '~/api/vpcs';

export const Route = createFileRoute('/_app/projects/$project/external-subnets')({
  loader: ({ context, params }) => prefetchRoleQueries(context.queryClient, params.project),
  staticData: { crumb: 'External Subnets' },
  component: Outlet,
});
