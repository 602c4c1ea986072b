import { createFileRoute } from '@tanstack/react-router';
import { allowListQuery } from '~/api/systemNetworking';
import { AllowListPage } from './allow-list/-components/AllowListPage';

export const Route = createFileRoute('/_app/system/networking/allow-list')({
  loader: ({ context }) => context.queryClient.ensureQueryData(allowListQuery),
  staticData: { crumb: 'Allow List' },
  component: AllowListPage,
});
