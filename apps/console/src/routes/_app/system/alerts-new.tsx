import { createFileRoute } from '@tanstack/react-router';
import { AlertsPage } from '~/pages/system/operations/AlertsPage';
import { alertClassesQuery, alertReceiverListQuery } from '~/pages/system/operations/alertQueries';
import { CreateWebhookForm } from '~/pages/system/operations/WebhookForm';

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
