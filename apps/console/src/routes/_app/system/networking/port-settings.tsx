import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { portSettingsListQuery } from '~/api/systemNetworking';
import { PortSettingsPage } from './port-settings/-components/PortSettingsPage';

export const Route = createFileRoute('/_app/system/networking/port-settings')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(portSettingsListQuery(deps)),
  staticData: { crumb: 'Port Settings' },
  component: PortSettingsPage,
});
