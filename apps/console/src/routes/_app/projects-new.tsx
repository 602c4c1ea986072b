import { createFileRoute } from '@tanstack/react-router';
import { projectListQuery } from '~/api/lists';
import { CreateProjectForm } from '~/pages/projects/ProjectForms';
import { ProjectsPage } from '~/pages/projects/ProjectsPage';

export const Route = createFileRoute('/_app/projects-new')({
  loader: ({ context }) => context.queryClient.ensureQueryData(projectListQuery({})),
  staticData: { crumb: 'New project' },
  component: () => (
    <>
      <ProjectsPage />
      <CreateProjectForm />
    </>
  ),
});
