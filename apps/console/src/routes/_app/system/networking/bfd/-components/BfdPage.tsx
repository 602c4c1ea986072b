import type { BfdStatus } from '@rackconsole/sdk';
import { Badge, type BadgeProps } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { bfdStatusQuery } from '~/api/systemNetworking';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { NetworkingLayout } from '~/routes/_app/system/networking/-components/NetworkingLayout';

const STATE_COLORS: Record<BfdStatus['state'], BadgeProps['color']> = {
  up: 'green',
  init: 'amber',
  down: 'red',
  admin_down: 'gray',
};

/** BFD sessions: fast failure detection between the rack's switches and their peers, and each one's state. */
export function BfdPage() {
  const sessions = useQuery(bfdStatusQuery);
  return (
    <NetworkingLayout>
      <DataTable
        label="BFD sessions"
        rows={sessions.data ?? []}
        rowKey={(session) => `${session.switchSlot}/${session.peer}`}
        filter={{
          name: (session) => session.peer,
          state: {
            label: 'State',
            value: (session) => session.state,
            options: Object.keys(STATE_COLORS),
          },
        }}
        columns={[
          { header: 'Peer', sortValue: (session) => session.peer, cell: (session) => session.peer },
          { header: 'Local', sortValue: (session) => session.local, cell: (session) => session.local ?? '—' },
          {
            header: 'Switch',
            sortValue: (session) => session.switchSlot,
            cell: (session) => session.switchSlot,
          },
          {
            header: 'Mode',
            sortValue: (session) => session.mode,
            cell: (session) => session.mode.replace('_', '-'),
          },
          {
            header: 'State',
            sortValue: (session) => session.state,
            cell: (session) => (
              <Badge highContrast variant="soft" color={STATE_COLORS[session.state]}>
                {session.state.replace('_', ' ')}
              </Badge>
            ),
          },
          {
            header: 'Detection threshold',
            sortValue: (session) => session.detectionThreshold,
            cell: (session) => session.detectionThreshold,
          },
          {
            header: 'Required RX (µs)',
            sortValue: (session) => session.requiredRx,
            cell: (session) => session.requiredRx,
          },
        ]}
        empty={
          sessions.isSuccess ? (
            <EmptyState title="No BFD sessions" body="No BFD sessions are enabled." />
          ) : undefined
        }
      />
    </NetworkingLayout>
  );
}
