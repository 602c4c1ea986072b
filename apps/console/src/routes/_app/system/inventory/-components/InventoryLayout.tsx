import type { ReactNode } from 'react';
import { PageHeader } from '~/components/PageHeader';
import { RouteTabs } from '~/components/RouteTabs';

/** The inventory frame: its title and the sleds, disks, racks and switches tabs above the tab's content. */
export function InventoryLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Inventory" docs="inventory" />
      <RouteTabs
        label="Inventory"
        tabs={[
          { label: 'Sleds', to: '/system/inventory/sleds' },
          { label: 'Disks', to: '/system/inventory/disks' },
          { label: 'Racks', to: '/system/inventory/racks' },
          { label: 'Switches', to: '/system/inventory/switches' },
        ]}
      />
      {children}
    </>
  );
}
