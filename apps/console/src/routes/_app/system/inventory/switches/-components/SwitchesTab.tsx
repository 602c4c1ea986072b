import { formatRelativeTime, type SwitchPort } from '@rackconsole/sdk';
import { Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { allPortSettingsQuery, allSwitchesQuery, switchPortListQuery } from '~/api/inventory';
import { usePageSearch } from '~/api/systemLists';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { QueryPanel } from '~/components/QueryPanel';
import { ShortId } from '~/components/systemDisplay';
import { usePagination } from '~/hooks/usePagination';
import { SwitchPortPanel } from './SwitchPortPanel';

/** The rack switches, and their ports with the settings applied to each; a port's details open in a panel. */
export function SwitchesTab() {
  const pagination = usePagination();
  const switches = useQuery(allSwitchesQuery);
  const ports = useQuery(switchPortListQuery(usePageSearch()));
  const settings = useQuery(allPortSettingsQuery);
  const settingsName = new Map(settings.data?.items.map((item) => [item.id, item.name]));
  const [selected, setSelected] = useState<SwitchPort | null>(null);
  return (
    <>
      <DataTable
        label="Switches"
        rows={switches.data?.items ?? []}
        rowKey={(item) => item.id}
        viewKey="switches"
        filter={{ name: (item) => item.baseboard.serial }}
        columns={[
          {
            header: 'Serial',
            sortValue: (item) => item.baseboard.serial,
            cell: (item) => item.baseboard.serial,
          },
          { header: 'Part', sortValue: (item) => item.baseboard.part, cell: (item) => item.baseboard.part },
          { header: 'ID', sortValue: (item) => item.id, cell: (item) => <ShortId id={item.id} /> },
          { header: 'Rack', sortValue: (item) => item.rackId, cell: (item) => <ShortId id={item.rackId} /> },
          {
            header: 'Added',
            sortValue: (item) => item.timeCreated,
            cell: (item) => formatRelativeTime(item.timeCreated),
          },
        ]}
        empty={
          switches.isSuccess ? (
            <EmptyState title="No switches" body="No switches are part of the fleet." />
          ) : undefined
        }
      />
      <Heading as="h2" size="4" mt="5" mb="3">
        Ports
      </Heading>
      {/* Without the settings list a port shows its settings' ID instead of their name. */}
      <QueryPanel query={settings} what="the port settings">
        {null}
      </QueryPanel>
      <DataTable
        label="Switch ports"
        rows={ports.data?.items ?? []}
        rowKey={(port) => port.id}
        filter={{ name: (port) => port.portName }}
        paginated={pagination.hasPrev || Boolean(ports.data?.nextPage)}
        columns={[
          { header: 'Port', sortValue: (port) => port.portName, cell: (port) => port.portName },
          { header: 'Switch', sortValue: (port) => port.switchSlot, cell: (port) => port.switchSlot },
          { header: 'Rack', sortValue: (port) => port.rackId, cell: (port) => <ShortId id={port.rackId} /> },
          {
            header: 'Settings',
            sortValue: (port) =>
              port.portSettingsId
                ? (settingsName.get(port.portSettingsId) ?? port.portSettingsId)
                : undefined,
            cell: (port) =>
              port.portSettingsId ? (settingsName.get(port.portSettingsId) ?? port.portSettingsId) : 'None',
          },
        ]}
        actions={(port) => [{ label: 'View details', onActivate: () => setSelected(port) }]}
        empty={
          ports.isSuccess ? (
            <EmptyState title="No switch ports" body="No switch ports were found." />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={ports.data?.nextPage} loading={ports.isFetching} />
      <SwitchPortPanel port={selected} onDismiss={() => setSelected(null)} />
    </>
  );
}
