import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { identityProviderListQuery } from '~/api/silos';
import { IdpsTab } from './idps/-components/IdpsTab';

/** The idps tab, mounted under its create and detail panels (rendered in the tab's Outlet): it owns the tab's search and loader. */
export const Route = createFileRoute('/_app/system/silos/$silo/_idps-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(identityProviderListQuery(params.silo, deps)),
  component: IdpsTab,
});
