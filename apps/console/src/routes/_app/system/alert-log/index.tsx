import { createFileRoute } from '@tanstack/react-router';
import { platformHas } from '~/components/NeedsApiVersion';
import { AlertLogPage } from './-components/AlertLogPage';
import { ALERT_LOG_OPERATIONS, alertListQuery, validateAlertLogSearch } from './-components/alertLogQueries';

export const Route = createFileRoute('/_app/system/alert-log/')({
  validateSearch: validateAlertLogSearch,
  loaderDeps: ({ search }) => search,
  // A platform older than the alert log gets the page's explanation, not a failed load.
  loader: ({ context, deps }) =>
    platformHas([...ALERT_LOG_OPERATIONS])
      ? context.queryClient.ensureQueryData(alertListQuery(deps))
      : undefined,
  component: AlertLogPage,
});
