import { createFileRoute } from '@tanstack/react-router';
import { gatewayListQuery, routeQuery, subnetListQuery } from '~/api/vpcs';
import { EditRouteForm } from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/routers/$router/routes/-components/RouteForms';

export const Route = createFileRoute(
  '/_app/projects/$project/vpcs/$vpc/_tabs/routers/$router/routes/$route/edit',
)({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(
        routeQuery(params.project, params.vpc, params.router, params.route),
      ),
      context.queryClient.prefetchQuery(subnetListQuery(params.project, params.vpc)),
      context.queryClient.prefetchQuery(gatewayListQuery(params.project, params.vpc)),
    ]),
  staticData: { crumb: 'Edit route' },
  component: EditRouteForm,
});
