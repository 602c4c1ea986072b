import { createFileRoute } from '@tanstack/react-router';
import { NetworkingTab } from './networking/-components/NetworkingTab';
import { loadNetworkingTab } from './networking/-components/networkingData';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/networking')({
  loader: ({ context, params }) => loadNetworkingTab(context.queryClient, params.project, params.instance),
  staticData: { crumb: 'Networking' },
  component: NetworkingTab,
});
