import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ipPoolQuery } from '~/api/ipPools';
import { prefetchIpPoolPage } from './$pool/-components/IpPoolPage';

/** One IP pool; loading it first makes an unknown pool a 'Page not found'. */
export const Route = createFileRoute('/_app/system/networking/ip-pools/$pool')({
  loader: async ({ context, params }) => {
    await context.queryClient.ensureQueryData(ipPoolQuery(params.pool));
    await prefetchIpPoolPage(context.queryClient, params.pool);
  },
  staticData: { crumb: (match) => (match.params as { pool: string }).pool },
  component: Outlet,
});
