import { createFileRoute } from '@tanstack/react-router';
import { floatingIpListQuery } from '~/api/lists';
import { CreateFloatingIpForm } from '~/pages/floating-ips/FloatingIpForms';
import { FloatingIpsPage } from '~/pages/floating-ips/FloatingIpsPage';
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
