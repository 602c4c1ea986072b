import { createFileRoute } from '@tanstack/react-router';
import { AlertsPage } from '~/routes/_app/system/alerts/-components/AlertsPage';
import {
  alertClassesQuery,
  alertReceiverListQuery,
} from '~/routes/_app/system/alerts/-components/alertQueries';
import { CreateWebhookForm } from '~/routes/_app/system/alerts/-components/WebhookForm';

export const Route = createFileRoute('/_app/system/alerts-new')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(alertReceiverListQuery({})),
      context.queryClient.ensureQueryData(alertClassesQuery),
    ]),
  staticData: { crumb: 'New webhook receiver' },
  component: () => (
    <>
      <AlertsPage />
      <CreateWebhookForm />
    </>
  ),
});
