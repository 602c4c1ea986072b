import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { SupportBundlesPage, supportBundleListQuery } from './-components/SupportBundlesPage';

export const Route = createFileRoute('/_app/system/support-bundles/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(supportBundleListQuery(deps)),
  component: SupportBundlesPage,
});
