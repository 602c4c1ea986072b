import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ipPoolDeleteBlocker } from '~/api/deleteBlockers';
import { ipPoolListQuery } from '~/api/ipPools';
import { usePageSearch } from '~/api/systemLists';
import { ASSIGNMENT_LABELS, PoolUtilization } from '~/components/poolDisplay';
import { IP_POOL_KIND } from '~/routes/_app/system/-components/poolKinds';
import { PoolsPage } from '~/routes/_app/system/networking/-components/PoolsPage';

/** The fleet's IP pools: the address ranges silos (or the rack's own services) allocate external IPs from. */
export function IpPoolsPage() {
  const queryClient = useQueryClient();
  return (
    <PoolsPage
      kind={IP_POOL_KIND}
      pools={useQuery(ipPoolListQuery(usePageSearch()))}
      columns={[
        { header: 'Type', sortValue: (pool) => pool.poolType, cell: (pool) => pool.poolType },
        {
          header: 'Assignment',
          sortValue: (pool) => ASSIGNMENT_LABELS[pool.assignment],
          cell: (pool) => ASSIGNMENT_LABELS[pool.assignment],
        },
        { header: 'Utilization', cell: (pool) => <PoolUtilization pool={pool.name} /> },
      ]}
      deleteBlocker={(pool) => ipPoolDeleteBlocker(queryClient, pool.name)}
    />
  );
}
