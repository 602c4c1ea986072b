import { createFileRoute } from '@tanstack/react-router';
import { AlertsPage } from './alerts/-components/AlertsPage';
import { alertClassesQuery, alertReceiverListQuery } from './alerts/-components/alertQueries';
import { CreateWebhookForm } from './alerts/-components/WebhookForm';

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
