import { createFileRoute } from '@tanstack/react-router';
import { CreateSupportBundleForm } from '~/pages/system/operations/SupportBundleForm';
import { SupportBundlesPage, supportBundleListQuery } from '~/pages/system/operations/SupportBundlesPage';

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
