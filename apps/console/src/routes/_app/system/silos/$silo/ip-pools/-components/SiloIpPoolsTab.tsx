import { IP_POOL_KIND } from '~/routes/_app/system/-components/poolKinds';
import { SiloPoolsTab } from '~/routes/_app/system/silos/$silo/-components/SiloPoolsTab';

/** The IP pools the silo's instances and floating IPs draw from: make one the default, unlink, link more. */
export function SiloIpPoolsTab() {
  return (
    <SiloPoolsTab
      kind={IP_POOL_KIND}
      columns={[
        { header: 'Name', sortValue: (pool) => pool.name, cell: (pool) => pool.name },
        { header: 'Description', sortValue: (pool) => pool.description, cell: (pool) => pool.description },
        { header: 'IP version', sortValue: (pool) => pool.ipVersion, cell: (pool) => pool.ipVersion },
        {
          header: 'Type',
          sortValue: (pool) => ('poolType' in pool ? pool.poolType : undefined),
          cell: (pool) => ('poolType' in pool ? pool.poolType : undefined),
        },
      ]}
    />
  );
}
