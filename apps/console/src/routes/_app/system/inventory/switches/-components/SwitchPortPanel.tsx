import type { SwitchPort } from '@rackconsole/sdk';
import { Badge, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '~/api/queries';
import { DataTable } from '~/components/DataTable';
import { SideModal } from '~/components/Modal';
import { QueryPanel } from '~/components/QueryPanel';
import { LoadingWrapper } from '~/components/Spinner';
import { KeyValueList } from './KeyValueList';

/** One switch port in a side panel: its link status, its LLDP configuration and the neighbors LLDP sees. */
export function SwitchPortPanel({ port, onDismiss }: { port: SwitchPort | null; onDismiss: () => void }) {
  return (
    <SideModal
      title={port ? `Port ${port.switchSlot}/${port.portName}` : 'Port'}
      open={port !== null}
      onDismiss={onDismiss}
    >
      {port ? <SwitchPortDetails port={port} /> : null}
    </SideModal>
  );
}

function SwitchPortDetails({ port }: { port: SwitchPort }) {
  const location = { rackId: port.rackId, switchSlot: port.switchSlot };
  const status = useQuery(
    apiQuery('networkingSwitchPortStatus', { path: { port: port.portName }, query: location }),
  );
  const lldp = useQuery(
    apiQuery('networkingSwitchPortLldpConfigView', { path: { port: port.portName }, query: location }),
  );
  const neighbors = useQuery(
    apiQuery('networkingSwitchPortLldpNeighbors', { path: { ...location, port: port.portName } }),
  );
  return (
    <Flex direction="column" gap="5">
      <section aria-labelledby="port-status">
        <Heading as="h3" size="3" mb="2" id="port-status">
          Link status
        </Heading>
        <QueryPanel query={status} what="the link status">
          <LoadingWrapper loading={status.isPending}>
            <KeyValueList value={status.data} label="Link status" />
          </LoadingWrapper>
        </QueryPanel>
      </section>
      <section aria-labelledby="port-lldp">
        <Heading as="h3" size="3" mb="2" id="port-lldp">
          LLDP configuration
        </Heading>
        <QueryPanel query={lldp} what="the LLDP configuration">
          <LoadingWrapper loading={lldp.isPending}>
            {lldp.data ? (
              <DataList.Root size="2" aria-label="LLDP configuration">
                <DataList.Item>
                  <DataList.Label>LLDP</DataList.Label>
                  <DataList.Value>
                    <Badge highContrast color={lldp.data.enabled ? 'green' : 'gray'} variant="soft">
                      {lldp.data.enabled ? 'enabled' : 'disabled'}
                    </Badge>
                  </DataList.Value>
                </DataList.Item>
                {(
                  [
                    ['Chassis ID', lldp.data.chassisId],
                    ['Link name', lldp.data.linkName],
                    ['Link description', lldp.data.linkDescription],
                    ['System name', lldp.data.systemName],
                    ['System description', lldp.data.systemDescription],
                    ['Management IP', lldp.data.managementIp],
                  ] as const
                ).map(([name, value]) => (
                  <DataList.Item key={name}>
                    <DataList.Label>{name}</DataList.Label>
                    <DataList.Value>{value ?? '—'}</DataList.Value>
                  </DataList.Item>
                ))}
              </DataList.Root>
            ) : (
              <Text color="gray">No LLDP configuration for this port.</Text>
            )}
          </LoadingWrapper>
        </QueryPanel>
      </section>
      <section aria-labelledby="port-neighbors">
        <Heading as="h3" size="3" mb="2" id="port-neighbors">
          LLDP neighbors
        </Heading>
        <QueryPanel query={neighbors} what="the LLDP neighbors">
          <DataTable
            label="LLDP neighbors"
            rows={neighbors.data?.items ?? []}
            rowKey={(neighbor) => `${neighbor.chassisId}/${neighbor.linkName}`}
            viewKey="neighbors"
            filter={{ name: (neighbor) => neighbor.systemName ?? neighbor.chassisId }}
            columns={[
              {
                header: 'System',
                sortValue: (neighbor) => neighbor.systemName ?? neighbor.chassisId,
                cell: (neighbor) => neighbor.systemName ?? neighbor.chassisId,
              },
              {
                header: 'Link',
                sortValue: (neighbor) => neighbor.linkName,
                cell: (neighbor) => neighbor.linkName,
              },
              {
                header: 'Management IPs',
                cell: (neighbor) =>
                  neighbor.managementIp
                    .map((address) => ('ipAddr' in address.addr ? address.addr.ipAddr : 'IEEE 802'))
                    .join(', ') || '—',
              },
              {
                header: 'Last seen',
                sortValue: (neighbor) => new Date(neighbor.lastSeen),
                cell: (neighbor) => new Date(neighbor.lastSeen).toLocaleString(),
              },
            ]}
            empty={
              neighbors.isSuccess ? <Text color="gray">No neighbors seen on this port.</Text> : undefined
            }
          />
        </QueryPanel>
      </section>
    </Flex>
  );
}
