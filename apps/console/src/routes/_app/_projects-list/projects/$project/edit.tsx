import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { EditProjectForm } from '~/routes/_app/projects/-components/ProjectForms';

export const Route = createFileRoute('/_app/_projects-list/projects/$project/edit')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(apiQuery('projectView', { path: { project: params.project } })),
  staticData: { crumb: 'Edit project' },
  component: EditProjectForm,
});
