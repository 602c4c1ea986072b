import { createFileRoute } from '@tanstack/react-router';
import { NetworkSettingsPage, prefetchNetworkSettings } from './settings/-components/NetworkSettingsPage';

export const Route = createFileRoute('/_app/system/networking/settings')({
  loader: ({ context }) => prefetchNetworkSettings(context.queryClient),
  staticData: { crumb: 'Settings' },
  component: NetworkSettingsPage,
});
