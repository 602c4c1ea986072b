import { createFileRoute } from '@tanstack/react-router';
import { CreateProjectForm } from '../projects/-components/ProjectForms';

export const Route = createFileRoute('/_app/_projects-list/projects-new')({
  staticData: { crumb: 'New project' },
  component: CreateProjectForm,
});
