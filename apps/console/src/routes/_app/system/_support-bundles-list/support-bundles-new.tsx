import { createFileRoute } from '@tanstack/react-router';
import { CreateSupportBundleForm } from '../support-bundles/-components/SupportBundleForm';
import { supportBundleListQuery } from '../support-bundles/-components/SupportBundlesPage';

export const Route = createFileRoute('/_app/system/_support-bundles-list/support-bundles-new')({
  loader: ({ context }) => context.queryClient.ensureQueryData(supportBundleListQuery({})),
  staticData: { crumb: 'New support bundle' },
  component: CreateSupportBundleForm,
});
