import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { PortSettingsPage, portSettingsListQuery } from './port-settings/-components/PortSettingsPage';

export const Route = createFileRoute('/_app/system/networking/port-settings')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(portSettingsListQuery(deps)),
  staticData: { crumb: 'Port Settings' },
  component: PortSettingsPage,
});
