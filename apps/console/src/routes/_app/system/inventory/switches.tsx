import { createFileRoute } from '@tanstack/react-router';
import { allPortSettingsQuery, allSwitchesQuery, switchPortListQuery } from '~/api/inventory';
import { validatePageSearch } from '~/api/listSearch';
import { InventoryLayout } from './-components/InventoryLayout';
import { SwitchesTab } from './switches/-components/SwitchesTab';

export const Route = createFileRoute('/_app/system/inventory/switches')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(switchPortListQuery(deps)),
      context.queryClient.ensureQueryData(allSwitchesQuery),
      context.queryClient.ensureQueryData(allPortSettingsQuery),
    ]),
  staticData: { crumb: 'Switches' },
  component: () => (
    <InventoryLayout>
      <SwitchesTab />
    </InventoryLayout>
  ),
});
