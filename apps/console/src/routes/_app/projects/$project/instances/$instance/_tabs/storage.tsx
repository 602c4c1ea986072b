import { createFileRoute } from '@tanstack/react-router';
import { StorageTab } from '~/pages/instances/detail/StorageTab';
import { instanceDisksQuery } from '~/pages/instances/queries';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/storage')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(instanceDisksQuery(params.project, params.instance)),
  staticData: { crumb: 'Storage' },
  component: StorageTab,
});
