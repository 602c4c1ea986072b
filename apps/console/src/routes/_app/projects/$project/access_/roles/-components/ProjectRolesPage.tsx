import { Button } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { useRole } from '~/hooks/usePermissions';
import { useProjectParam } from '~/hooks/useRouteParams';
import { RolesPage } from '~/routes/_app/-components/RolesPage';

/** What each role may do in the project, and the signed-in user's (the stronger of project and silo role). */
export function ProjectRolesPage() {
  const project = useProjectParam();
  return (
    <RolesPage
      title="Project roles"
      scope="project"
      role={useRole(project)}
      inheritance="A role on the silo holds here too: your role is the stronger of your project and silo roles."
      accessLink={
        <Button asChild variant="soft">
          <Link to="/projects/$project/access" params={{ project }}>
            Project access
          </Link>
        </Button>
      }
    />
  );
}
