import { createFileRoute } from '@tanstack/react-router';
import { ProjectRolesPage } from './roles/-components/ProjectRolesPage';

// Beside the project's access page rather than inside it (`access_`); the project route warms the user's role.
export const Route = createFileRoute('/_app/projects/$project/access_/roles')({
  staticData: { crumb: 'Roles' },
  component: ProjectRolesPage,
});
