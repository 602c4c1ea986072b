import { createFileRoute } from '@tanstack/react-router';
import { floatingIpListQuery } from '~/api/lists';
import { ipPoolsQuery, prefetchRoleQueries } from '~/api/vpcs';
import { CreateFloatingIpForm } from './floating-ips/-components/FloatingIpForms';
import { FloatingIpsPage } from './floating-ips/-components/FloatingIpsPage';

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
