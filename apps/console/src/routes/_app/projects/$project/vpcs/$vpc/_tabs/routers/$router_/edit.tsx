import { createFileRoute } from '@tanstack/react-router';
import { routerQuery } from '~/pages/vpcs/queries';
import { EditRouterForm } from '~/pages/vpcs/routers/RouterForms';
import { RoutersTab } from '~/pages/vpcs/routers/RoutersTab';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/routers/$router_/edit')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(routerQuery(params.project, params.vpc, params.router)),
  staticData: { crumb: 'Edit router' },
  component: () => (
    <>
      <RoutersTab />
      <EditRouterForm />
    </>
  ),
});
