import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { sledInstancesQuery } from '~/api/sleds';
import { SledInstancesTab } from './instances/-components/SledInstancesTab';

export const Route = createFileRoute('/_app/system/inventory/sleds/$sledId/_tabs/instances')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(sledInstancesQuery(params.sledId, deps)),
  staticData: { crumb: 'Instances' },
  component: SledInstancesTab,
});
