import { createFileRoute, Outlet } from '@tanstack/react-router';
import { prefetchSubnetPoolPage, subnetPoolQuery } from '~/api/subnetPools';
import { SubnetPoolPage } from './$pool/-components/SubnetPoolPage';

/** One subnet pool; loading it first makes an unknown pool a 'Page not found'. */
export const Route = createFileRoute('/_app/system/networking/subnet-pools/$pool')({
  loader: async ({ context, params }) => {
    await context.queryClient.ensureQueryData(subnetPoolQuery(params.pool));
    await prefetchSubnetPoolPage(context.queryClient, params.pool);
  },
  staticData: { crumb: (match) => (match.params as { pool: string }).pool },
  // The pool's page stays mounted under its edit and add panels, which render only the panel.
  component: () => (
    <>
      <SubnetPoolPage />
      <Outlet />
    </>
  ),
});
