import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ipPoolDeleteBlocker } from '~/api/deleteBlockers';
import { usePageSearch } from '~/pages/system/lists';
import { ipPoolListQuery } from './ipPoolQueries';
import { PoolsPage } from './PoolsPage';
import { ASSIGNMENT_LABELS, PoolUtilization } from './poolDisplay';
import { IP_POOL_KIND } from './poolKinds';

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
