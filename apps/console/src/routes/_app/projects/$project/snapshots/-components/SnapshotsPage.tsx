import { formatBytes, formatRelativeTime, type Snapshot } from '@rackconsole/sdk';
import { Badge, type BadgeProps, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { STORAGE_POLL_MS } from '~/api/disks';
import { snapshotListQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { diskByIdQuery, snapshotDeleteReason, snapshotImageReason } from '~/api/snapshots';
import { BulkActionBar } from '~/components/BulkActionBar';
import { bulkAction } from '~/components/bulkAction';
import { CreateLink } from '~/components/CreateLink';
import { DataTable } from '~/components/DataTable';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { firstReason } from '~/components/reasons';
import type { RowAction } from '~/components/rowAction';
import { useTerraformExport } from '~/components/TerraformExport';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { usePagination } from '~/hooks/usePagination';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useProjectParam } from '~/hooks/useRouteParams';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

const STATE_COLORS: Record<Snapshot['state'], BadgeProps['color']> = {
  creating: 'blue',
  ready: 'green',
  faulted: 'red',
  destroyed: 'gray',
};
const SNAPSHOT_STATES = Object.keys(STATE_COLORS);

/** The disk a snapshot was taken of; the disk may have been deleted since. */
function SourceDisk({ id }: { id: string }) {
  const disk = useQuery(diskByIdQuery(id));
  if (disk.data) return <TruncatedText text={disk.data.name} maxLength={NAME_LIMITS.cell} />;
  return <Text color="gray">{disk.isPending ? '…' : 'Deleted disk'}</Text>;
}

/** The project's snapshots: state, size, source disk; make an image of one, or delete it. */
export function SnapshotsPage() {
  const project = useProjectParam();
  const terraform = useTerraformExport();
  const navigate = useNavigate();
  const pagination = usePagination();
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('manageSnapshots', project);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const snapshots = useQuery({
    ...snapshotListQuery(project, pagination.search),
    // Snapshots being taken become ready by themselves.
    refetchInterval: (query) =>
      query.state.data?.items.some((snapshot) => snapshot.state === 'creating') ? STORAGE_POLL_MS : false,
  });
  const deleteSnapshot = useApiMutation('snapshotDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('snapshotList');
      addToast(`Snapshot ${path.snapshot} deleted`);
    },
  });

  const rows = snapshots.data?.items ?? [];
  // A mutation rather than a plain call, so each delete also drops the snapshot's cached reads.
  const deleteOne = useApiMutation('snapshotDelete');
  const bulkDelete = bulkAction({
    label: 'Delete',
    past: 'Deleted',
    noun: 'snapshot',
    danger: true,
    rows: rows.filter((snapshot) => selected.has(snapshot.name)),
    rowKey: (snapshot) => snapshot.name,
    skipReason: snapshotDeleteReason,
    unauthorized,
    run: (snapshot) => deleteOne.mutateAsync({ path: { snapshot }, query: { project } }),
    refresh: () => invalidate('snapshotList'),
    onConfirm: () => setSelected(new Set()),
  });

  const actions = (snapshot: Snapshot): RowAction[] => [
    {
      label: 'Create image',
      disabledReason: firstReason(unauthorized, snapshotImageReason(snapshot)),
      onActivate: () =>
        navigate({
          to: '/projects/$project/snapshots/$snapshot/images-new',
          search: true,
          params: { project, snapshot: snapshot.name },
        }),
    },
    {
      label: 'Export as Terraform',
      onActivate: () => terraform.open({ project, resourceId: snapshot.id }),
    },
    {
      label: 'Delete',
      danger: true,
      disabledReason: firstReason(unauthorized, snapshotDeleteReason(snapshot)),
      onActivate: () =>
        confirmDelete({
          resourceKind: 'snapshot',
          label: (
            <>
              Are you sure you want to delete snapshot <strong>{snapshot.name}</strong>?
            </>
          ),
          doDelete: () =>
            deleteSnapshot.mutateAsync({ path: { snapshot: snapshot.name }, query: { project } }),
        }),
    },
  ];

  const newSnapshot = (
    <CreateLink disabledReason={unauthorized}>
      <RouterLink to="/projects/$project/snapshots-new" search params={{ project }}>
        New Snapshot
      </RouterLink>
    </CreateLink>
  );

  return (
    <>
      <PageHeader title="Snapshots" docs="snapshots" actions={newSnapshot} />
      <BulkActionBar
        count={selected.size}
        noun="snapshot"
        actions={[bulkDelete]}
        onClear={() => setSelected(new Set())}
      />
      <DataTable
        label="Snapshots"
        rows={rows}
        rowKey={(snapshot) => snapshot.name}
        selection={{ selected, onChange: setSelected }}
        filter={{
          name: (snapshot) => snapshot.name,
          state: { label: 'State', value: (snapshot) => snapshot.state, options: SNAPSHOT_STATES },
        }}
        paginated={pagination.hasPrev || Boolean(snapshots.data?.nextPage)}
        columns={[
          { header: 'Name', serverSort: true, cell: (snapshot) => snapshot.name },
          {
            header: 'Description',
            sortValue: (snapshot) => snapshot.description,
            cell: (snapshot) => snapshot.description,
          },
          {
            header: 'State',
            sortValue: (snapshot) => snapshot.state,
            cell: (snapshot) => (
              <Badge color={STATE_COLORS[snapshot.state]} variant="soft" highContrast>
                {snapshot.state}
              </Badge>
            ),
          },
          {
            header: 'Size',
            sortValue: (snapshot) => snapshot.size,
            cell: (snapshot) => formatBytes(snapshot.size),
          },
          { header: 'Source disk', cell: (snapshot) => <SourceDisk id={snapshot.diskId} /> },
          {
            header: 'Created',
            sortValue: (snapshot) => snapshot.timeCreated,
            cell: (snapshot) => formatRelativeTime(snapshot.timeCreated),
          },
        ]}
        actions={actions}
        empty={
          snapshots.isSuccess ? (
            <EmptyState
              title="No snapshots"
              body="You need to create a snapshot to be able to see it here."
              action={newSnapshot}
            />
          ) : undefined
        }
      />
      <PaginationBar
        pagination={pagination}
        nextPage={snapshots.data?.nextPage}
        loading={snapshots.isFetching && !snapshots.isRefetching}
      />
      {terraform.dialog}
    </>
  );
}
