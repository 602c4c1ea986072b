import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { subnetPoolDeleteReason, subnetPoolQuery, subnetPoolUtilizationQuery } from '~/api/subnetPools';
import { UtilizationCount } from '~/components/poolDisplay';
import { SUBNET_POOL_KIND } from '~/routes/_app/system/-components/poolKinds';
import { PoolPage } from '~/routes/_app/system/networking/-components/PoolPage';
import { MembersTable } from './MembersTable';

const poolRoute = getRouteApi('/_app/system/networking/subnet-pools/$pool');

/** One subnet pool: what it is, how much of it is allocated, its member subnets and the silos linked to it. */
export function SubnetPoolPage() {
  const { pool: selector } = poolRoute.useParams();
  const { data: pool } = useSuspenseQuery(subnetPoolQuery(selector));
  const utilization = useQuery(subnetPoolUtilizationQuery(selector)).data;
  return (
    <PoolPage
      kind={SUBNET_POOL_KIND}
      pool={pool}
      deleteReason={subnetPoolDeleteReason(utilization)}
      details={[['Utilization', <UtilizationCount key="utilization" utilization={utilization} />]]}
      tab={{ value: 'members', label: 'Member subnets', content: <MembersTable pool={pool} /> }}
    />
  );
}
