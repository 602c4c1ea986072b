import { createFileRoute } from '@tanstack/react-router';
import { routerListQuery } from '~/pages/vpcs/queries';
import { CreateRouterForm } from '~/pages/vpcs/routers/RouterForms';
import { RoutersTab } from '~/pages/vpcs/routers/RoutersTab';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/routers-new')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(routerListQuery(params.project, params.vpc)),
  staticData: { crumb: 'New router' },
  component: () => (
    <>
      <RoutersTab />
      <CreateRouterForm />
    </>
  ),
});
