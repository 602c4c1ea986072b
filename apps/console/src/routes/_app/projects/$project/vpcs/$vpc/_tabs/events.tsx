import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { vpcQuery } from '~/api/vpcs';
import { ResourceEvents } from '~/components/ResourceEvents';
import { useVpcParams } from '~/hooks/useRouteParams';

/** The VPC's Events tab: its entries of the audit log, its subnets', routers' and rules' calls included. */
export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/events')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(vpcQuery(params.project, params.vpc)),
  staticData: { crumb: 'Events' },
  component: VpcEvents,
});

function VpcEvents() {
  const { project, vpc: selector } = useVpcParams();
  const vpc = useQuery(vpcQuery(project, selector)).data;
  if (!vpc) return null;
  return (
    <ResourceEvents
      subject={{ kind: 'vpc', project, name: vpc.name, id: vpc.id, timeCreated: vpc.timeCreated }}
    />
  );
}
