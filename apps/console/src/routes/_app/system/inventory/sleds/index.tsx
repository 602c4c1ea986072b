import { createFileRoute } from '@tanstack/react-router';
import { sledListQuery } from '~/api/inventory';
import { validatePageSearch } from '~/api/listSearch';
import { InventoryLayout } from '~/routes/_app/system/inventory/-components/InventoryLayout';
import { SledsTab } from './-components/SledsTab';

export const Route = createFileRoute('/_app/system/inventory/sleds/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(sledListQuery(deps)),
  component: () => (
    <InventoryLayout>
      <SledsTab />
    </InventoryLayout>
  ),
});
