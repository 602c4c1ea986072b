import { createFileRoute, Outlet } from '@tanstack/react-router';
import { gatewayListQuery } from '~/api/vpcs';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/internet-gateways')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(gatewayListQuery(params.project, params.vpc)),
  staticData: { crumb: 'Internet Gateways' },
  component: Outlet,
});
