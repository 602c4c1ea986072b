import { createFileRoute } from '@tanstack/react-router';
import { externalSubnetQuery } from '~/api/externalSubnets';
import { EditExternalSubnetForm } from '~/routes/_app/projects/$project/external-subnets/-components/ExternalSubnetForms';

export const Route = createFileRoute(
  '/_app/projects/$project/_external-subnets-list/external-subnets/$externalSubnet/edit',
)({
  loader: ({ context, params: { project, externalSubnet } }) =>
    context.queryClient.ensureQueryData(externalSubnetQuery(project, externalSubnet)),
  staticData: { crumb: 'Edit external subnet' },
  component: EditExternalSubnetPage,
});

function EditExternalSubnetPage() {
  const { externalSubnet } = Route.useParams();
  return <EditExternalSubnetForm key={externalSubnet} externalSubnet={externalSubnet} />;
}
