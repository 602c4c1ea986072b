import { ROLES } from '@rackconsole/sdk';
import { Button } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { apiQuery, call } from '~/api/queries';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { AccessPage } from '~/routes/_app/-components/AccessPage';

// The same cache entry as `apiQuery('policyView')` (the role checks read it too), with a queryFn the access
// screen's type can rely on being present.
const siloPolicyQuery = { queryKey: apiQuery('policyView').queryKey, queryFn: () => call('policyView') };

/** The silo's access policy; changing it takes the admin role on the silo. */
export function SiloAccessPage() {
  const me = useQuery(apiQuery('currentUserView'));
  const disabledReason = useUnauthorizedReason('manageSiloAccess');
  return (
    <AccessPage
      title="Silo access"
      roles={ROLES}
      scope={`silo ${me.data?.siloName ?? ''}`.trim()}
      policyQuery={siloPolicyQuery}
      updatePolicy={(policy) => call('policyUpdate', { body: policy })}
      disabledReason={disabledReason}
      rolesLink={
        <Button asChild variant="soft">
          <Link to="/access/roles">What each role may do</Link>
        </Button>
      }
    />
  );
}
