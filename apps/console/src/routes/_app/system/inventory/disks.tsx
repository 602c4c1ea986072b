import { createFileRoute } from '@tanstack/react-router';
import { physicalDiskListQuery } from '~/api/inventory';
import { validatePageSearch } from '~/api/listSearch';
import { allSledsQuery } from '~/api/systemLists';
import { InventoryLayout } from './-components/InventoryLayout';
import { DisksTab } from './disks/-components/DisksTab';

export const Route = createFileRoute('/_app/system/inventory/disks')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(physicalDiskListQuery(deps)),
      context.queryClient.ensureQueryData(allSledsQuery),
    ]),
  staticData: { crumb: 'Disks' },
  component: () => (
    <InventoryLayout>
      <DisksTab />
    </InventoryLayout>
  ),
});
