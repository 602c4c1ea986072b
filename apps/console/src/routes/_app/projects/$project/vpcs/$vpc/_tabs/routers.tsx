import { createFileRoute, Outlet } from '@tanstack/react-router';
import { routerListQuery } from '~/api/vpcs';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/routers')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(routerListQuery(params.project, params.vpc)),
  staticData: { crumb: 'Routers' },
  component: Outlet,
});
