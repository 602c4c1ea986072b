import { createFileRoute, Outlet } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { projectListQuery } from '~/api/lists';
import { prefetchRole } from '~/hooks/usePermissions';
import { ProjectsPage } from './projects/-components/ProjectsPage';

/** The projects list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/_projects-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  // The user's silo role is warmed with the list, so New Project and the row actions are gated from the first render.
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(projectListQuery(deps)),
      prefetchRole(context.queryClient),
    ]),
  component: () => (
    <>
      <ProjectsPage />
      <Outlet />
    </>
  ),
});
