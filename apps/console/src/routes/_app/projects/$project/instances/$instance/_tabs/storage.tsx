import { createFileRoute } from '@tanstack/react-router';
import { instanceDisksQuery } from '~/api/instances';
import { StorageTab } from './storage/-components/StorageTab';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/storage')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(instanceDisksQuery(params.project, params.instance)),
  staticData: { crumb: 'Storage' },
  component: StorageTab,
});
