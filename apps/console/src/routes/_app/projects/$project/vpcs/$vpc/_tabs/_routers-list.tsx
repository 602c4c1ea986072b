import { createFileRoute, Outlet } from '@tanstack/react-router';
import { routerListQuery } from '~/api/vpcs';
import { RoutersTab } from './routers/-components/RoutersTab';

/** The routers list, mounted under its create and edit panels: it owns the list's loader. */
export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/_routers-list')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(routerListQuery(params.project, params.vpc)),
  component: () => (
    <>
      <RoutersTab />
      <Outlet />
    </>
  ),
});
