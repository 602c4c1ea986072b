import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { floatingIpListQuery } from '~/api/lists';
import { projectInstancesQuery } from '~/api/vpcs';
import { FloatingIpsPage } from './-components/FloatingIpsPage';

export const Route = createFileRoute('/_app/projects/$project/floating-ips/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(floatingIpListQuery(params.project, deps)),
      context.queryClient.prefetchQuery(projectInstancesQuery(params.project)),
    ]),
  component: FloatingIpsPage,
});
