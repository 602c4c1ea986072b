import { FLEET_ROLES } from '@rackconsole/sdk';
import { apiQuery, call } from '~/api/queries';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { AccessPage } from '~/routes/_app/-components/AccessPage';

/**
 * The same cache entry as `apiQuery('systemPolicyView')` (the fleet role checks read it too), with a queryFn
 * the access screen's type can rely on being present.
 */
export const fleetPolicyQuery = {
  queryKey: apiQuery('systemPolicyView').queryKey,
  queryFn: () => call('systemPolicyView'),
};

/**
 * The fleet's access policy: who holds a fleet role directly (rather than through their silo's mapping).
 * Fleet viewers read it; changing it takes the fleet admin role.
 */
export function FleetAccessPage() {
  const disabledReason = useFleetAdminReason();
  return (
    <AccessPage
      title="Fleet access"
      scope="the fleet"
      roles={FLEET_ROLES}
      policyQuery={fleetPolicyQuery}
      updatePolicy={(policy) => call('systemPolicyUpdate', { body: policy })}
      disabledReason={disabledReason}
      policyFlags={{ fleet: true }}
    />
  );
}
