import { createFileRoute } from '@tanstack/react-router';
import { NetworkingTab } from '~/pages/instances/detail/NetworkingTab';
import { loadNetworkingTab } from '~/pages/instances/detail/networkingData';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/networking')({
  loader: ({ context, params }) => loadNetworkingTab(context.queryClient, params.project, params.instance),
  staticData: { crumb: 'Networking' },
  component: NetworkingTab,
});
