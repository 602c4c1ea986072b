import { createFileRoute } from '@tanstack/react-router';
import { siloQuery } from '~/api/silos';
import { SiloLayout } from './$silo/-components/SiloLayout';

/** One silo; loading it first makes an unknown silo a 'Page not found'. */
export const Route = createFileRoute('/_app/system/silos/$silo')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(siloQuery(params.silo)),
  staticData: { crumb: (match) => (match.params as { silo: string }).silo },
  component: SiloLayout,
});
