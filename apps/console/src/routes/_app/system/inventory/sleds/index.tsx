import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { InventoryLayout } from '~/routes/_app/system/inventory/-components/InventoryLayout';
import { SledsTab, sledListQuery } from './-components/SledsTab';

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
