import { createFileRoute } from '@tanstack/react-router';
import { floatingIpListQuery } from '~/api/lists';
import { apiQuery } from '~/api/queries';
import { EditFloatingIpForm } from '~/routes/_app/projects/$project/floating-ips/-components/FloatingIpForms';
import { FloatingIpsPage } from '~/routes/_app/projects/$project/floating-ips/-components/FloatingIpsPage';

export const Route = createFileRoute('/_app/projects/$project/floating-ips/$floatingIp/edit')({
  loader: ({ context, params: { project, floatingIp } }) =>
    Promise.all([
      context.queryClient.ensureQueryData(floatingIpListQuery(project, {})),
      context.queryClient.ensureQueryData(
        apiQuery('floatingIpView', { path: { floatingIp }, query: { project } }),
      ),
    ]),
  staticData: { crumb: 'Edit floating IP' },
  component: EditFloatingIpPage,
});

function EditFloatingIpPage() {
  const { floatingIp } = Route.useParams();
  return (
    <>
      <FloatingIpsPage />
      <EditFloatingIpForm key={floatingIp} floatingIp={floatingIp} />
    </>
  );
}
