import { createFileRoute } from '@tanstack/react-router';
import { instanceExternalIpsQuery } from '~/api/lists';
import { ConnectTab } from './connect/-components/ConnectTab';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/connect')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(instanceExternalIpsQuery(params.project, params.instance)),
  staticData: { crumb: 'Connect' },
  component: ConnectTab,
});
