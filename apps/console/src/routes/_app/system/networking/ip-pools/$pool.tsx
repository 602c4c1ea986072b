import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ipPoolQuery } from '~/api/ipPools';
import { IpPoolPage, prefetchIpPoolPage } from './$pool/-components/IpPoolPage';

/** One IP pool; loading it first makes an unknown pool a 'Page not found'. */
export const Route = createFileRoute('/_app/system/networking/ip-pools/$pool')({
  loader: async ({ context, params }) => {
    await context.queryClient.ensureQueryData(ipPoolQuery(params.pool));
    await prefetchIpPoolPage(context.queryClient, params.pool);
  },
  staticData: { crumb: (match) => (match.params as { pool: string }).pool },
  // The pool's page stays mounted under its edit and add panels, which render only the panel.
  component: () => (
    <>
      <IpPoolPage />
      <Outlet />
    </>
  ),
});
