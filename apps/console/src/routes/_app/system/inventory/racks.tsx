import { createFileRoute } from '@tanstack/react-router';
import { allSwitchesQuery, rackListQuery } from '~/api/inventory';
import { validatePageSearch } from '~/api/listSearch';
import { allSledsQuery } from '~/api/systemLists';
import { InventoryLayout } from './-components/InventoryLayout';
import { RacksTab } from './-components/RacksTab';

export const Route = createFileRoute('/_app/system/inventory/racks')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(rackListQuery(deps)),
      context.queryClient.ensureQueryData(allSledsQuery),
      context.queryClient.ensureQueryData(allSwitchesQuery),
    ]),
  staticData: { crumb: 'Racks' },
  component: () => (
    <InventoryLayout>
      <RacksTab />
    </InventoryLayout>
  ),
});
