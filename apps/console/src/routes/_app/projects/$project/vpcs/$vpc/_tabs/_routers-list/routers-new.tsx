import { createFileRoute } from '@tanstack/react-router';
import { routerListQuery } from '~/api/vpcs';
import { CreateRouterForm } from './routers/-components/RouterForms';
import { RoutersTab } from './routers/-components/RoutersTab';

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
