import { createFileRoute, Outlet } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { siloListQuery } from '~/api/silos';
import { SilosPage } from './silos/-components/SilosPage';

/** The silos list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/system/_silos-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(siloListQuery(deps)),
  component: () => (
    <>
      <SilosPage />
      <Outlet />
    </>
  ),
});
