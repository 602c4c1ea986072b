import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadDisks } from '~/api/disks';
import { validatePageSearch } from '~/api/listSearch';
import { DisksPage } from './disks/-components/DisksPage';

/** The disks list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/projects/$project/_disks-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadDisks(context.queryClient, params.project, deps),
  component: () => (
    <>
      <DisksPage />
      <Outlet />
    </>
  ),
});
