import { createFileRoute, Outlet } from '@tanstack/react-router';
import { alertReceiverListQuery } from '~/api/alerts';
import { validatePageSearch } from '~/api/listSearch';
import { AlertsPage } from './alerts/-components/AlertsPage';

/** The alerts list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/system/_alerts-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(alertReceiverListQuery(deps)),
  component: () => (
    <>
      <AlertsPage />
      <Outlet />
    </>
  ),
});
