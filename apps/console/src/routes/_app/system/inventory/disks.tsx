import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { DisksTab, physicalDiskListQuery } from '~/pages/system/inventory/DisksTab';
import { InventoryLayout } from '~/pages/system/inventory/InventoryLayout';
import { allSledsQuery } from '~/pages/system/inventory/PhysicalDisksTable';

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
