import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { addressLotListQuery } from '~/api/systemNetworking';
import { AddressLotsPage } from './address-lots/-components/AddressLotsPage';

export const Route = createFileRoute('/_app/system/networking/address-lots')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(addressLotListQuery(deps)),
  staticData: { crumb: 'Address Lots' },
  component: AddressLotsPage,
});
