import type { SwitchPortSettings } from '@rackconsole/sdk';
import { DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '~/api/queries';
import { type Column, DataTable } from '~/components/DataTable';
import { LoadingWrapper } from '~/components/Spinner';

const SPEEDS: Record<SwitchPortSettings['links'][number]['speed'], string> = {
  speed0_g: '0 Gbit/s',
  speed1_g: '1 Gbit/s',
  speed10_g: '10 Gbit/s',
  speed25_g: '25 Gbit/s',
  speed40_g: '40 Gbit/s',
  speed50_g: '50 Gbit/s',
  speed100_g: '100 Gbit/s',
  speed200_g: '200 Gbit/s',
  speed400_g: '400 Gbit/s',
};

function Part<Row>({
  title,
  rows,
  rowKey,
  columns,
}: {
  title: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
}) {
  return (
    <section aria-label={title}>
      <Heading as="h3" size="3" mb="2">
        {title}
      </Heading>
      <DataTable
        label={title}
        rows={rows}
        rowKey={rowKey}
        viewKey={title}
        columns={columns}
        empty={
          <Text size="2" color="gray">
            None
          </Text>
        }
      />
    </section>
  );
}

/** Everything one port settings bundle configures: geometry, links, interfaces, addresses, routes, BGP peers. */
export function PortSettingsDetails({ name }: { name: string }) {
  const settings = useQuery(apiQuery('networkingSwitchPortSettingsView', { path: { port: name } }));
  const data = settings.data;
  return (
    <LoadingWrapper loading={settings.isPending}>
      {data ? (
        <Flex direction="column" gap="5">
          <DataList.Root size="2" aria-label="Port configuration">
            <DataList.Item>
              <DataList.Label>Geometry</DataList.Label>
              <DataList.Value>{data.port.geometry}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Description</DataList.Label>
              <DataList.Value>{data.description || '—'}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
          <Part
            title="Links"
            rows={data.links}
            rowKey={(link) => link.linkName}
            columns={[
              { header: 'Link', sortValue: (link) => link.linkName, cell: (link) => link.linkName },
              { header: 'Speed', sortValue: (link) => link.speed, cell: (link) => SPEEDS[link.speed] },
              { header: 'MTU', sortValue: (link) => link.mtu, cell: (link) => link.mtu },
              { header: 'FEC', cell: (link) => link.fec ?? 'auto' },
              { header: 'Autoneg', cell: (link) => (link.autoneg ? 'on' : 'off') },
              { header: 'LLDP', cell: (link) => (link.lldpLinkConfig?.enabled ? 'enabled' : 'disabled') },
            ]}
          />
          <Part
            title="Interfaces"
            rows={data.interfaces}
            rowKey={(item) => item.id}
            columns={[
              {
                header: 'Interface',
                sortValue: (item) => item.interfaceName,
                cell: (item) => item.interfaceName,
              },
              {
                header: 'Kind',
                cell: (item) => (item.kind.type === 'vlan' ? `VLAN ${item.kind.vid}` : item.kind.type),
              },
              {
                header: 'IPv6',
                sortValue: (item) => String(item.v6Enabled),
                cell: (item) => (item.v6Enabled ? 'enabled' : 'disabled'),
              },
            ]}
          />
          <Part
            title="Addresses"
            rows={data.addresses}
            rowKey={(item) => `${item.interfaceName}/${item.address}`}
            columns={[
              { header: 'Address', sortValue: (item) => item.address, cell: (item) => item.address },
              {
                header: 'Interface',
                sortValue: (item) => item.interfaceName,
                cell: (item) => item.interfaceName,
              },
              {
                header: 'Address lot',
                sortValue: (item) => item.addressLotName,
                cell: (item) => item.addressLotName,
              },
              { header: 'VLAN', sortValue: (item) => item.vlanId, cell: (item) => item.vlanId ?? '—' },
            ]}
          />
          <Part
            title="Routes"
            rows={data.routes}
            rowKey={(route) => `${route.interfaceName}/${route.dst}/${route.gw}`}
            columns={[
              { header: 'Destination', sortValue: (route) => route.dst, cell: (route) => route.dst },
              { header: 'Gateway', sortValue: (route) => route.gw, cell: (route) => route.gw },
              {
                header: 'Interface',
                sortValue: (route) => route.interfaceName,
                cell: (route) => route.interfaceName,
              },
              { header: 'VLAN', sortValue: (route) => route.vlanId, cell: (route) => route.vlanId ?? '—' },
            ]}
          />
          <Part
            title="BGP peers"
            rows={data.bgpPeers}
            rowKey={(peer) =>
              peer.addr.type === 'numbered' ? peer.addr.targetAddr : `unnumbered/${peer.bgpConfig}`
            }
            columns={[
              {
                header: 'Peer',
                cell: (peer) => (peer.addr.type === 'numbered' ? peer.addr.targetAddr : 'unnumbered'),
              },
              {
                header: 'BGP configuration',
                sortValue: (peer) => peer.bgpConfig,
                cell: (peer) => peer.bgpConfig,
              },
              {
                header: 'Remote ASN',
                sortValue: (peer) => peer.remoteAsn,
                cell: (peer) => peer.remoteAsn ?? 'any',
              },
              { header: 'Hold time (s)', sortValue: (peer) => peer.holdTime, cell: (peer) => peer.holdTime },
              {
                header: 'Keepalive (s)',
                sortValue: (peer) => peer.keepalive,
                cell: (peer) => peer.keepalive,
              },
            ]}
          />
        </Flex>
      ) : null}
    </LoadingWrapper>
  );
}
