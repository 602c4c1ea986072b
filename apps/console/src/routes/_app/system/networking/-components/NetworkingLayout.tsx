import type { ReactNode } from 'react';
import { PageHeader } from '~/components/PageHeader';
import { RouteTabs } from '~/components/RouteTabs';

/** The system networking frame: its title, a tab per area of rack networking, and the tab's content. */
export function NetworkingLayout({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeader title="Networking" docs="ipPools" actions={actions} />
      <RouteTabs
        label="Networking"
        tabs={[
          { label: 'IP Pools', to: '/system/networking/ip-pools' },
          { label: 'Subnet Pools', to: '/system/networking/subnet-pools' },
          { label: 'Address Lots', to: '/system/networking/address-lots' },
          { label: 'BGP', to: '/system/networking/bgp' },
          { label: 'BFD', to: '/system/networking/bfd' },
          { label: 'Loopback Addresses', to: '/system/networking/loopback-addresses' },
          { label: 'Port Settings', to: '/system/networking/port-settings' },
          { label: 'Allow List', to: '/system/networking/allow-list' },
          { label: 'Settings', to: '/system/networking/settings' },
        ]}
      />
      {children}
    </>
  );
}
