import { createFileRoute } from '@tanstack/react-router';
import { bfdStatusQuery } from '~/api/systemNetworking';
import { BfdPage } from './bfd/-components/BfdPage';

export const Route = createFileRoute('/_app/system/networking/bfd')({
  loader: ({ context }) => context.queryClient.ensureQueryData(bfdStatusQuery),
  staticData: { crumb: 'BFD' },
  component: BfdPage,
});
