import { createFileRoute } from '@tanstack/react-router';
import {
  alertClassesQuery,
  alertDeliveriesQuery,
  alertReceiverQuery,
  webhookSecretsQuery,
} from '~/api/alerts';
import { validatePageSearch } from '~/api/listSearch';
import { AlertReceiverPage } from './$receiver/-components/AlertReceiverPage';

/** One alert receiver; loading it first makes an unknown receiver a 'Page not found'. */
export const Route = createFileRoute('/_app/system/alerts/$receiver')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    await context.queryClient.ensureQueryData(alertReceiverQuery(params.receiver));
    await Promise.all([
      context.queryClient.ensureQueryData(alertClassesQuery),
      context.queryClient.ensureQueryData(webhookSecretsQuery(params.receiver)),
      context.queryClient.ensureQueryData(alertDeliveriesQuery(params.receiver, deps)),
    ]);
  },
  staticData: { crumb: (match) => (match.params as { receiver: string }).receiver },
  component: AlertReceiverPage,
});
