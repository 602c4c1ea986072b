import { createFileRoute } from '@tanstack/react-router';
import { allPortSettingsQuery, allSwitchesQuery, switchPortListQuery } from '~/api/inventory';
import { validatePageSearch } from '~/api/listSearch';
import { InventoryLayout } from './-components/InventoryLayout';
import { SwitchesTab } from './switches/-components/SwitchesTab';

export const Route = createFileRoute('/_app/system/inventory/switches')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Only names the settings of each port: the page does not wait for it, and its failure shows in its own
    // panel rather than as the page's error.
    void context.queryClient.prefetchQuery(allPortSettingsQuery);
    return Promise.all([
      context.queryClient.ensureQueryData(switchPortListQuery(deps)),
      context.queryClient.ensureQueryData(allSwitchesQuery),
    ]);
  },
  staticData: { crumb: 'Switches' },
  component: () => (
    <InventoryLayout>
      <SwitchesTab />
    </InventoryLayout>
  ),
});
