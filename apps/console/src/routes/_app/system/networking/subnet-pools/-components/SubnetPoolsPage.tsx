import { useQueries, useQuery } from '@tanstack/react-query';
import { subnetPoolDeleteReason, subnetPoolListQuery, subnetPoolUtilizationQuery } from '~/api/subnetPools';
import { usePageSearch } from '~/api/systemLists';
import { UtilizationCount } from '~/components/poolDisplay';
import { SUBNET_POOL_KIND } from '~/routes/_app/system/-components/poolKinds';
import { PoolsPage } from '~/routes/_app/system/networking/-components/PoolsPage';

/** The fleet's subnet pools: the external address blocks projects carve external subnets from. */
export function SubnetPoolsPage() {
  const pools = useQuery(subnetPoolListQuery(usePageSearch()));
  const rows = pools.data?.items ?? [];
  // Read once for the page: the Utilization column shows them, and they tell which pools cannot be deleted.
  const utilizations = useQueries({ queries: rows.map((pool) => subnetPoolUtilizationQuery(pool.name)) });
  const utilizationOf = new Map(rows.map((pool, index) => [pool.name, utilizations[index]?.data]));
  return (
    <PoolsPage
      kind={SUBNET_POOL_KIND}
      pools={pools}
      columns={[
        {
          header: 'Utilization',
          cell: (pool) => <UtilizationCount utilization={utilizationOf.get(pool.name)} />,
        },
      ]}
      deleteReason={(pool) => subnetPoolDeleteReason(utilizationOf.get(pool.name))}
    />
  );
}
