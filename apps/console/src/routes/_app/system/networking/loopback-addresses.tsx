import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { loopbackAddressListQuery } from '~/api/systemNetworking';
import { LoopbackAddressesPage } from './loopback-addresses/-components/LoopbackAddressesPage';

export const Route = createFileRoute('/_app/system/networking/loopback-addresses')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(loopbackAddressListQuery(deps)),
  staticData: { crumb: 'Loopback Addresses' },
  component: LoopbackAddressesPage,
});
