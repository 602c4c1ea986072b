import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { IdpsTab } from '~/pages/system/silos/IdpsTab';
import { identityProviderListQuery } from '~/pages/system/silos/queries';

export const Route = createFileRoute('/_app/system/silos/$silo/idps')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(identityProviderListQuery(params.silo, deps)),
  staticData: { crumb: 'Identity Providers' },
  component: IdpsTab,
});
