import { createFileRoute, Outlet } from '@tanstack/react-router';
import { routerListQuery, subnetListQuery } from '~/api/vpcs';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/subnets')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(subnetListQuery(params.project, params.vpc)),
      context.queryClient.ensureQueryData(routerListQuery(params.project, params.vpc)),
    ]),
  staticData: { crumb: 'Subnets' },
  component: Outlet,
});
