import { createFileRoute } from '@tanstack/react-router';
import { CreateSupportBundleForm } from '../support-bundles/-components/SupportBundleForm';

export const Route = createFileRoute('/_app/system/_support-bundles-list/support-bundles-new')({
  staticData: { crumb: 'New support bundle' },
  component: CreateSupportBundleForm,
});
