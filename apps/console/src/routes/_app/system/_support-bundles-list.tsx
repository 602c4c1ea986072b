import { createFileRoute, Outlet } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { supportBundleListQuery } from '~/api/systemLists';
import { SupportBundlesPage } from './support-bundles/-components/SupportBundlesPage';

/** The support-bundles list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/system/_support-bundles-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(supportBundleListQuery(deps)),
  component: () => (
    <>
      <SupportBundlesPage />
      <Outlet />
    </>
  ),
});
