import { createFileRoute } from '@tanstack/react-router';
import { routerQuery } from '~/api/vpcs';
import { EditRouterForm } from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/routers/-components/RouterForms';

export const Route = createFileRoute(
  '/_app/projects/$project/vpcs/$vpc/_tabs/_routers-list/routers/$router/edit',
)({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(routerQuery(params.project, params.vpc, params.router)),
  staticData: { crumb: 'Edit router' },
  component: EditRouterForm,
});
