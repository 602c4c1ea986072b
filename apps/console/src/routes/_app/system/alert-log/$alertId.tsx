import { createFileRoute } from '@tanstack/react-router';
import { platformHas } from '~/components/NeedsApiVersion';
import { AlertPage } from './-components/AlertPage';
import { ALERT_LOG_OPERATIONS, alertQuery, allReceiversQuery } from './-components/alertLogQueries';

/** One alert; loading it first makes an unknown alert a 'Page not found'. */
export const Route = createFileRoute('/_app/system/alert-log/$alertId')({
  loader: async ({ context, params }) => {
    if (!platformHas([...ALERT_LOG_OPERATIONS])) return;
    await Promise.all([
      context.queryClient.ensureQueryData(alertQuery(params.alertId)),
      context.queryClient.ensureQueryData(allReceiversQuery),
    ]);
  },
  staticData: { crumb: (match) => (match.params as { alertId: string }).alertId },
  component: AlertPage,
});
