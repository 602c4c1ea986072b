import { createFileRoute } from '@tanstack/react-router';
import { SettingsTab } from '~/pages/instances/detail/SettingsTab';
import { instanceDisksQuery } from '~/pages/instances/queries';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/settings')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(instanceDisksQuery(params.project, params.instance)),
  staticData: { crumb: 'Settings' },
  component: SettingsTab,
});
