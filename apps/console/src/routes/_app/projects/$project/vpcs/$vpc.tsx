import { createFileRoute, Outlet } from '@tanstack/react-router';
import { vpcQuery } from '~/api/vpcs';

/** One VPC; loading it first makes an unknown VPC a 'Page not found'. */
export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(vpcQuery(params.project, params.vpc)),
  staticData: { crumb: (match) => (match.params as { vpc: string }).vpc },
  component: Outlet,
});
