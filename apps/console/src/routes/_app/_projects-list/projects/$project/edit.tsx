import { createFileRoute } from '@tanstack/react-router';
import { projectListQuery } from '~/api/lists';
import { apiQuery } from '~/api/queries';
import { EditProjectForm } from '~/routes/_app/projects/-components/ProjectForms';
import { ProjectsPage } from '~/routes/_app/projects/-components/ProjectsPage';

export const Route = createFileRoute('/_app/projects/$project_/edit')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(projectListQuery({})),
      context.queryClient.ensureQueryData(apiQuery('projectView', { path: { project: params.project } })),
    ]),
  staticData: { crumb: 'Edit project' },
  component: () => (
    <>
      <ProjectsPage />
      <EditProjectForm />
    </>
  ),
});
