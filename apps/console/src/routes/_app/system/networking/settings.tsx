import { createFileRoute } from '@tanstack/react-router';
import { NetworkSettingsPage, prefetchNetworkSettings } from '~/pages/system/networking/NetworkSettingsPage';

export const Route = createFileRoute('/_app/system/networking/settings')({
  loader: ({ context }) => prefetchNetworkSettings(context.queryClient),
  staticData: { crumb: 'Settings' },
  component: NetworkSettingsPage,
});
