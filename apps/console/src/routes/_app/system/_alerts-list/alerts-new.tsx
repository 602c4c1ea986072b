import { createFileRoute } from '@tanstack/react-router';
import { alertClassesQuery } from '~/api/alerts';
import { CreateWebhookForm } from '../alerts/-components/WebhookForm';

export const Route = createFileRoute('/_app/system/_alerts-list/alerts-new')({
  loader: ({ context }) => context.queryClient.ensureQueryData(alertClassesQuery),
  staticData: { crumb: 'New webhook receiver' },
  component: CreateWebhookForm,
});
