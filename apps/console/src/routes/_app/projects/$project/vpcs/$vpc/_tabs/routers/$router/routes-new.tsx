import { createFileRoute } from '@tanstack/react-router';
import { gatewayListQuery, subnetListQuery } from '~/api/vpcs';
import { CreateRouteForm } from './routes/-components/RouteForms';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/routers/$router/routes-new')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.prefetchQuery(subnetListQuery(params.project, params.vpc)),
      context.queryClient.prefetchQuery(gatewayListQuery(params.project, params.vpc)),
    ]),
  staticData: { crumb: 'New route' },
  component: CreateRouteForm,
});
