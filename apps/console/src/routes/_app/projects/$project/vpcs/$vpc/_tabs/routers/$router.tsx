import { createFileRoute } from '@tanstack/react-router';
import { routeListQuery, routerQuery } from '~/api/vpcs';
import { RouterPage } from './$router/-components/RouterPage';

/** One router and its routes; its create and edit forms open over it. An unknown router is not found. */
export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/routers/$router')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(routerQuery(params.project, params.vpc, params.router)),
      context.queryClient.ensureQueryData(routeListQuery(params.project, params.vpc, params.router)),
    ]),
  staticData: { crumb: (match) => (match.params as { router: string }).router },
  component: RouterPage,
});
