import { createFileRoute } from '@tanstack/react-router';
import { CreateSupportBundleForm } from './support-bundles/-components/SupportBundleForm';
import { SupportBundlesPage, supportBundleListQuery } from './support-bundles/-components/SupportBundlesPage';

export const Route = createFileRoute('/_app/system/support-bundles-new')({
  loader: ({ context }) => context.queryClient.ensureQueryData(supportBundleListQuery({})),
  staticData: { crumb: 'New support bundle' },
  component: () => (
    <>
      <SupportBundlesPage />
      <CreateSupportBundleForm />
    </>
  ),
});
