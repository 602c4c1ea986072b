import type { BgpAnnounceSet } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQuery, useApiMutation, useInvalidate } from '~/api/queries';
import { announceSetsQuery } from '~/api/systemNetworking';
import { DataTable } from '~/components/DataTable';
import { SideModal } from '~/components/Modal';
import { EmptyState } from '~/components/PageHeader';
import { ShortId } from '~/components/systemDisplay';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** BGP announce sets: the prefixes the rack announces, each opening its announcements in a side panel. */
export function AnnounceSetsTable() {
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const sets = useQuery(announceSetsQuery);
  const [viewing, setViewing] = useState<BgpAnnounceSet | null>(null);
  const deleteSet = useApiMutation('networkingBgpAnnounceSetDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('networkingBgpAnnounceSetList');
      addToast(`Announce set ${path.announceSet} deleted`);
    },
  });
  return (
    <>
      <DataTable
        label="Announce sets"
        rows={sets.data ?? []}
        rowKey={(set) => set.name}
        viewKey="sets"
        filter={{ name: (set) => set.name }}
        columns={[
          { header: 'Name', sortValue: (set) => set.name, cell: (set) => set.name },
          { header: 'Description', sortValue: (set) => set.description, cell: (set) => set.description },
        ]}
        actions={(set) => [
          { label: 'View announcements', onActivate: () => setViewing(set) },
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmDelete({
                resourceKind: 'announce set',
                label: `Are you sure you want to delete announce set ${set.name}?`,
                doDelete: () => deleteSet.mutateAsync({ path: { announceSet: set.name } }),
              }),
          },
        ]}
        empty={
          sets.isSuccess ? (
            <EmptyState title="No announce sets" body="The rack announces no prefixes over BGP." />
          ) : undefined
        }
      />
      <SideModal
        title={viewing ? `Announcements of ${viewing.name}` : 'Announcements'}
        open={viewing !== null}
        onDismiss={() => setViewing(null)}
      >
        {viewing ? <Announcements set={viewing.name} /> : null}
      </SideModal>
    </>
  );
}

function Announcements({ set }: { set: string }) {
  const announcements = useQuery(apiQuery('networkingBgpAnnouncementList', { path: { announceSet: set } }));
  return (
    <DataTable
      label="Announcements"
      rows={announcements.data ?? []}
      rowKey={(announcement) => announcement.network}
      viewKey="announcements"
      filter={{ name: (announcement) => announcement.network }}
      columns={[
        {
          header: 'Network',
          sortValue: (announcement) => announcement.network,
          cell: (announcement) => announcement.network,
        },
        {
          header: 'Address lot block',
          cell: (announcement) => <ShortId id={announcement.addressLotBlockId} />,
        },
      ]}
      empty={
        announcements.isSuccess ? (
          <EmptyState title="No announcements" body="This announce set announces no prefixes." />
        ) : undefined
      }
    />
  );
}
