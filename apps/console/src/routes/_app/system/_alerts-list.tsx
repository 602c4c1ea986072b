import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { AlertsPage } from './-components/AlertsPage';
import { alertReceiverListQuery } from './-components/alertQueries';

export const Route = createFileRoute('/_app/system/alerts/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(alertReceiverListQuery(deps)),
  component: AlertsPage,
});
