import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { AlertsPage } from '~/routes/_app/system/alerts/-components/AlertsPage';
import { alertReceiverListQuery } from '~/routes/_app/system/alerts/-components/alertQueries';

export const Route = createFileRoute('/_app/system/alerts/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(alertReceiverListQuery(deps)),
  component: AlertsPage,
});
