import type { BgpPeerStatus } from '@rackconsole/sdk';
import { Badge, type BadgeProps, Flex, Heading } from '@radix-ui/themes';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiQuery, useApiMutation, useInvalidate } from '~/api/queries';
import { announceSetsQuery } from '~/api/systemNetworking';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { ALL_ITEMS } from '~/constants';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { NetworkingLayout } from '~/routes/_app/system/networking/-components/NetworkingLayout';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { AnnounceSetsTable } from './AnnounceSetsTable';
import { formatDuration } from './duration';

const bgpStatusQuery = apiQuery('networkingBgpStatus');
const bgpConfigsQuery = apiQuery('networkingBgpConfigList', { query: { limit: ALL_ITEMS } });
const bgpExportedQuery = apiQuery('networkingBgpExported');

/** Loads every section of the BGP page. */
export const prefetchBgpPage = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(bgpStatusQuery),
    queryClient.ensureQueryData(bgpConfigsQuery),
    queryClient.ensureQueryData(announceSetsQuery),
    queryClient.ensureQueryData(bgpExportedQuery),
  ]);

const PEER_COLORS: Partial<Record<BgpPeerStatus['state'], BadgeProps['color']>> = {
  established: 'green',
  idle: 'gray',
  active: 'amber',
  connect: 'amber',
};

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="3" mb="6" asChild>
      <section aria-label={title}>
        <Heading as="h2" size="4">
          {title}
        </Heading>
        {children}
      </section>
    </Flex>
  );
}

/** The rack's BGP: how its peers are doing, its configurations and announce sets, and what it exports. */
export function BgpPage() {
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const peers = useQuery(bgpStatusQuery);
  const configs = useQuery(bgpConfigsQuery);
  const exported = useQuery(bgpExportedQuery);
  const deleteConfig = useApiMutation('networkingBgpConfigDelete', {
    onSuccess: async (_, { query }) => {
      await invalidate('networkingBgpConfigList');
      addToast(`BGP configuration ${query.nameOrId} deleted`);
    },
  });
  return (
    <NetworkingLayout>
      <Section title="Peers">
        <DataTable
          label="BGP peers"
          rows={peers.data ?? []}
          rowKey={(peer) => `${peer.switch}/${peer.addr}`}
          viewKey="peers"
          filter={{ name: (peer) => peer.addr }}
          columns={[
            { header: 'Peer', sortValue: (peer) => peer.addr, cell: (peer) => peer.addr },
            { header: 'Switch', sortValue: (peer) => peer.switch, cell: (peer) => peer.switch },
            { header: 'Local ASN', sortValue: (peer) => peer.localAsn, cell: (peer) => peer.localAsn },
            { header: 'Remote ASN', sortValue: (peer) => peer.remoteAsn, cell: (peer) => peer.remoteAsn },
            {
              header: 'State',
              sortValue: (peer) => peer.state,
              cell: (peer) => (
                <Badge highContrast variant="soft" color={PEER_COLORS[peer.state] ?? 'blue'}>
                  {peer.state.replaceAll('_', ' ')}
                </Badge>
              ),
            },
            {
              header: 'In state for',
              sortValue: (peer) => peer.stateDurationMillis,
              cell: (peer) => formatDuration(peer.stateDurationMillis),
            },
          ]}
          empty={
            peers.isSuccess ? (
              <EmptyState title="No BGP peers" body="No BGP sessions are configured." />
            ) : undefined
          }
        />
      </Section>
      <Section title="Configurations">
        <DataTable
          label="BGP configurations"
          rows={configs.data?.items ?? []}
          rowKey={(config) => config.name}
          viewKey="configs"
          filter={{ name: (config) => config.name }}
          columns={[
            { header: 'Name', sortValue: (config) => config.name, cell: (config) => config.name },
            {
              header: 'Description',
              sortValue: (config) => config.description,
              cell: (config) => config.description,
            },
            { header: 'ASN', sortValue: (config) => config.asn, cell: (config) => config.asn },
            {
              header: 'Max paths',
              sortValue: (config) => config.maxPaths,
              cell: (config) => config.maxPaths,
            },
            { header: 'VRF', sortValue: (config) => config.vrf, cell: (config) => config.vrf ?? '—' },
          ]}
          actions={(config) => [
            {
              label: 'Delete',
              danger: true,
              disabledReason: unauthorized,
              onActivate: () =>
                confirmDelete({
                  resourceKind: 'BGP configuration',
                  label: `Are you sure you want to delete BGP configuration ${config.name}?`,
                  doDelete: () => deleteConfig.mutateAsync({ query: { nameOrId: config.name } }),
                }),
            },
          ]}
          empty={
            configs.isSuccess ? (
              <EmptyState title="No BGP configurations" body="No BGP configurations have been created." />
            ) : undefined
          }
        />
      </Section>
      <Section title="Announce sets">
        <AnnounceSetsTable />
      </Section>
      <Section title="Exported routes">
        <DataTable
          label="Exported routes"
          rows={exported.data ?? []}
          rowKey={(route) => `${route.switch}/${route.peerId}/${route.prefix}`}
          viewKey="exported"
          filter={{ name: (route) => route.prefix }}
          columns={[
            { header: 'Prefix', sortValue: (route) => route.prefix, cell: (route) => route.prefix },
            { header: 'Switch', sortValue: (route) => route.switch, cell: (route) => route.switch },
            { header: 'Peer', sortValue: (route) => route.peerId, cell: (route) => route.peerId },
          ]}
          empty={
            exported.isSuccess ? (
              <EmptyState title="No exported routes" body="BGP exports no routes." />
            ) : undefined
          }
        />
      </Section>
    </NetworkingLayout>
  );
}
