import { createFileRoute } from '@tanstack/react-router';
import { projectListQuery } from '~/api/lists';
import { prefetchRole } from '~/hooks/usePermissions';
import { CreateProjectForm } from './projects/-components/ProjectForms';
import { ProjectsPage } from './projects/-components/ProjectsPage';

export const Route = createFileRoute('/_app/projects-new')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(projectListQuery({})),
      prefetchRole(context.queryClient),
    ]),
  staticData: { crumb: 'New project' },
  component: () => (
    <>
      <ProjectsPage />
      <CreateProjectForm />
    </>
  ),
});
