import { ROLES } from '@rackconsole/sdk';
import { Button } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { apiQuery, call } from '~/api/queries';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useProjectParam } from '~/hooks/useRouteParams';
import { AccessPage } from '~/routes/_app/-components/AccessPage';

/** The project's access policy; changing it takes the admin role on the project (or the silo). */
export function ProjectAccessPage() {
  const project = useProjectParam();
  const disabledReason = useUnauthorizedReason('manageProjectAccess', project);
  return (
    <AccessPage
      title="Project access"
      roles={ROLES}
      scope={`project ${project}`}
      policyQuery={apiQuery('projectPolicyView', { path: { project } })}
      updatePolicy={(policy) => call('projectPolicyUpdate', { path: { project }, body: policy })}
      disabledReason={disabledReason}
      policyFlags={{ project }}
      rolesLink={
        <Button asChild variant="soft">
          <Link to="/projects/$project/access/roles" params={{ project }}>
            What each role may do
          </Link>
        </Button>
      }
    />
  );
}
