import { createFileRoute } from '@tanstack/react-router';
import { externalSubnetListQuery } from '~/api/lists';
import { EditExternalSubnetForm } from '~/pages/external-subnets/ExternalSubnetForms';
import { ExternalSubnetsPage } from '~/pages/external-subnets/ExternalSubnetsPage';
import { externalSubnetQuery } from '~/pages/external-subnets/queries';

export const Route = createFileRoute('/_app/projects/$project/external-subnets/$externalSubnet/edit')({
  loader: ({ context, params: { project, externalSubnet } }) =>
    Promise.all([
      context.queryClient.ensureQueryData(externalSubnetListQuery(project, {})),
      context.queryClient.ensureQueryData(externalSubnetQuery(project, externalSubnet)),
    ]),
  staticData: { crumb: 'Edit external subnet' },
  component: EditExternalSubnetPage,
});

function EditExternalSubnetPage() {
  const { externalSubnet } = Route.useParams();
  return (
    <>
      <ExternalSubnetsPage />
      <EditExternalSubnetForm key={externalSubnet} externalSubnet={externalSubnet} />
    </>
  );
}
