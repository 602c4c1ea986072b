import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { EditFloatingIpForm } from '~/routes/_app/projects/$project/floating-ips/-components/FloatingIpForms';

export const Route = createFileRoute(
  '/_app/projects/$project/_floating-ips-list/floating-ips/$floatingIp/edit',
)({
  loader: ({ context, params: { project, floatingIp } }) =>
    context.queryClient.ensureQueryData(
      apiQuery('floatingIpView', { path: { floatingIp }, query: { project } }),
    ),
  staticData: { crumb: 'Edit floating IP' },
  component: EditFloatingIpPage,
});

function EditFloatingIpPage() {
  const { floatingIp } = Route.useParams();
  return <EditFloatingIpForm key={floatingIp} floatingIp={floatingIp} />;
}
