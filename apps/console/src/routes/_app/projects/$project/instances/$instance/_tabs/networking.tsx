import { createFileRoute } from '@tanstack/react-router';
import { NetworkingTab } from '../../../../../../../pages/instances/detail/NetworkingTab';
import { instanceExternalIpsQuery, instanceNicsQuery } from '../../../../../../../pages/instances/queries';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/networking')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(instanceNicsQuery(params.project, params.instance)),
      context.queryClient.ensureQueryData(instanceExternalIpsQuery(params.project, params.instance)),
    ]),
  staticData: { crumb: 'Networking' },
  component: NetworkingTab,
});
