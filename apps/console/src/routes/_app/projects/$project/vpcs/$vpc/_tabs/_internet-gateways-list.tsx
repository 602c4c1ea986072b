import { createFileRoute, Outlet } from '@tanstack/react-router';
import { gatewayListQuery } from '~/api/vpcs';
import { InternetGatewaysTab } from './internet-gateways/-components/InternetGatewaysTab';

/** The internet-gateways list, mounted under its create and edit panels: it owns the list's loader. */
export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/_internet-gateways-list')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(gatewayListQuery(params.project, params.vpc)),
  component: () => (
    <>
      <InternetGatewaysTab />
      <Outlet />
    </>
  ),
});
