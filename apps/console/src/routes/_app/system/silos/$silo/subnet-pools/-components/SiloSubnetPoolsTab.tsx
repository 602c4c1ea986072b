import { Link } from '@radix-ui/themes';
import { Link as RouterLink } from '@tanstack/react-router';
import { IpVersionBadge } from '~/components/poolDisplay';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { SUBNET_POOL_KIND } from '~/routes/_app/system/-components/poolKinds';
import { SiloPoolsTab } from '~/routes/_app/system/silos/$silo/-components/SiloPoolsTab';

/** The subnet pools the silo's projects carve external subnets from: the default marked; link, unlink. */
export function SiloSubnetPoolsTab() {
  return (
    <SiloPoolsTab
      kind={SUBNET_POOL_KIND}
      columns={[
        {
          header: 'Name',
          sortValue: (pool) => pool.name,
          cell: (pool) => (
            <Link asChild>
              <RouterLink to="/system/networking/subnet-pools/$pool" params={{ pool: pool.name }}>
                <TruncatedText text={pool.name} maxLength={NAME_LIMITS.cell} focusable={false} />
              </RouterLink>
            </Link>
          ),
        },
        { header: 'Description', sortValue: (pool) => pool.description, cell: (pool) => pool.description },
        {
          header: 'IP version',
          sortValue: (pool) => pool.ipVersion,
          cell: (pool) => <IpVersionBadge version={pool.ipVersion} />,
        },
      ]}
    />
  );
}
