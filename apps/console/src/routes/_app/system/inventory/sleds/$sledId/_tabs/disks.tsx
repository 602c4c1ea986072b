import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { sledDisksQuery } from '~/api/sleds';
import { SledDisksTab } from './disks/-components/SledDisksTab';

export const Route = createFileRoute('/_app/system/inventory/sleds/$sledId/_tabs/disks')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(sledDisksQuery(params.sledId, deps)),
  staticData: { crumb: 'Physical disks' },
  component: SledDisksTab,
});
