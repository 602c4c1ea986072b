import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { identityProviderListQuery } from '~/api/silos';
import { IdpsTab } from './idps/-components/IdpsTab';

export const Route = createFileRoute('/_app/system/silos/$silo/idps')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(identityProviderListQuery(params.silo, deps)),
  staticData: { crumb: 'Identity Providers' },
  component: IdpsTab,
});
