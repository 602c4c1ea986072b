import { createFileRoute } from '@tanstack/react-router';
import { externalSubnetQuery } from '~/api/externalSubnets';
import { externalSubnetListQuery } from '~/api/lists';
import { EditExternalSubnetForm } from '~/routes/_app/projects/$project/external-subnets/-components/ExternalSubnetForms';
import { ExternalSubnetsPage } from '~/routes/_app/projects/$project/external-subnets/-components/ExternalSubnetsPage';

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
