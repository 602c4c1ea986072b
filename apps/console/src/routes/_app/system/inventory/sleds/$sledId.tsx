import { createFileRoute, Outlet } from '@tanstack/react-router';
import { sledQuery } from '~/api/sleds';

/** One sled; loading it first makes an unknown sled a 'Page not found'. Its crumb is the sled's serial. */
export const Route = createFileRoute('/_app/system/inventory/sleds/$sledId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(sledQuery(params.sledId)),
  staticData: {
    crumb: (match) =>
      (match.loaderData as { baseboard: { serial: string } } | undefined)?.baseboard.serial ??
      (match.params as { sledId: string }).sledId,
  },
  component: Outlet,
});
