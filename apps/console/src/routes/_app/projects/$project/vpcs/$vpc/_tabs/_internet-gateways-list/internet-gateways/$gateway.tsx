import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { gatewayRoutesQuery } from '~/api/vpcs';
import { InternetGatewayPanel } from '../../internet-gateways/$gateway/-components/InternetGatewayPanel';

/** The gateways list with one gateway's details in a side panel; an unknown gateway is not found. */
export const Route = createFileRoute(
  '/_app/projects/$project/vpcs/$vpc/_tabs/_internet-gateways-list/internet-gateways/$gateway',
)({
  loader: ({ context, params: { project, vpc, gateway } }) =>
    Promise.all([
      context.queryClient.ensureQueryData(
        apiQuery('internetGatewayView', { path: { gateway }, query: { project, vpc } }),
      ),
      context.queryClient.prefetchQuery(gatewayRoutesQuery(project, vpc, gateway)),
    ]),
  staticData: { crumb: (match) => (match.params as { gateway: string }).gateway },
  component: InternetGatewayPanel,
});
