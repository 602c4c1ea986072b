import { Button } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { useRole } from '~/hooks/usePermissions';
import { RolesPage } from '~/routes/_app/-components/RolesPage';

/** What each silo role may do on the silo, and the signed-in user's. */
export function SiloRolesPage() {
  return (
    <RolesPage
      title="Silo roles"
      scope="silo"
      role={useRole()}
      inheritance="A silo role also holds in every project of the silo; a project's Roles page lists what it allows there."
      accessLink={
        <Button asChild variant="soft">
          <Link to="/access">Silo access</Link>
        </Button>
      }
    />
  );
}
