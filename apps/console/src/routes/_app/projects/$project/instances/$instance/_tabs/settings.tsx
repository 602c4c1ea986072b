import { createFileRoute } from '@tanstack/react-router';
import { instanceDisksQuery } from '~/api/instances';
import { SettingsTab } from './settings/-components/SettingsTab';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/settings')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(instanceDisksQuery(params.project, params.instance)),
  staticData: { crumb: 'Settings' },
  component: SettingsTab,
});
