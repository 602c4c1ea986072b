import { createFileRoute } from '@tanstack/react-router';
import { CreateFloatingIpForm } from '~/pages/floating-ips/FloatingIpForms';
import { FloatingIpsPage, floatingIpListQuery } from '~/pages/floating-ips/FloatingIpsPage';
import { ipPoolsQuery, prefetchRoleQueries } from '~/pages/vpcs/queries';

export const Route = createFileRoute('/_app/projects/$project/floating-ips-new')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(floatingIpListQuery(params.project, {})),
      context.queryClient.prefetchQuery(ipPoolsQuery()),
      prefetchRoleQueries(context.queryClient, params.project),
    ]),
  staticData: { crumb: 'New floating IP' },
  component: () => (
    <>
      <FloatingIpsPage />
      <CreateFloatingIpForm />
    </>
  ),
});
