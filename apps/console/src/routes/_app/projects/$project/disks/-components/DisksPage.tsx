import { DISK_STATES, type Disk, formatBytes, formatRelativeTime } from '@rackconsole/sdk';
import { generateName } from '@rackconsole/validators';
import { Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { diskInstanceId, instanceByIdQuery, pollWhileDisksTransient } from '~/api/disks';
import { diskListQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { BulkActionBar } from '~/components/BulkActionBar';
import { bulkAction } from '~/components/bulkAction';
import { CreateLink } from '~/components/CreateLink';
import { DataTable } from '~/components/DataTable';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { diskStateReason, firstReason } from '~/components/reasons';
import type { RowAction } from '~/components/rowAction';
import { useTerraformExport } from '~/components/TerraformExport';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { usePagination } from '~/hooks/usePagination';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useProjectParam } from '~/hooks/useRouteParams';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { DiskStateBadge } from './DiskStateBadge';

/** The instance a disk is attached to, linked by name; the route loader fetched it with the list. */
function AttachedInstance({ project, disk }: { project: string; disk: Disk }) {
  const id = diskInstanceId(disk);
  const instance = useQuery({ ...instanceByIdQuery(id ?? ''), enabled: Boolean(id) });
  if (!id) return <Text color="gray">—</Text>;
  if (!instance.data) return <Text color="gray">{instance.isPending ? '…' : 'Unknown instance'}</Text>;
  return (
    <Link asChild>
      <RouterLink
        to="/projects/$project/instances/$instance/storage"
        params={{ project, instance: instance.data.name }}
      >
        <TruncatedText text={instance.data.name} maxLength={NAME_LIMITS.cell} focusable={false} />
      </RouterLink>
    </Link>
  );
}

/** The project's disks, with their state, size and instance; delete and snapshot as spec §4 allows. */
export function DisksPage() {
  const project = useProjectParam();
  const terraform = useTerraformExport();
  const navigate = useNavigate();
  const pagination = usePagination();
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('manageDisks', project);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const disks = useQuery({
    ...diskListQuery(project, pagination.search),
    refetchInterval: (query) => pollWhileDisksTransient(query.state.data?.items),
  });
  const rows = disks.data?.items ?? [];
  // A mutation rather than a plain call, so each delete also drops the disk's cached reads.
  const deleteOne = useApiMutation('diskDelete');
  const bulkDelete = bulkAction({
    label: 'Delete',
    past: 'Deleted',
    noun: 'disk',
    danger: true,
    rows: rows.filter((disk) => selected.has(disk.name)),
    rowKey: (disk) => disk.name,
    skipReason: (disk) => diskStateReason('delete', disk),
    unauthorized,
    run: (disk) => deleteOne.mutateAsync({ path: { disk }, query: { project } }),
    refresh: () => invalidate('diskList'),
    onConfirm: () => setSelected(new Set()),
  });
  const deleteDisk = useApiMutation('diskDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('diskList');
      addToast(`Disk ${path.disk} deleted`);
    },
  });
  const snapshot = useApiMutation('snapshotCreate', {
    onSuccess: async (created) => {
      await invalidate('snapshotList');
      addToast({
        content: `Snapshot ${created.name} created`,
        cta: { text: 'View snapshots', link: `/projects/${project}/snapshots` },
      });
    },
    onError: (error) =>
      addToast({ variant: 'error', title: 'Could not create snapshot', content: error.message }),
  });

  const actions = (disk: Disk): RowAction[] => [
    {
      label: 'Snapshot',
      disabledReason: firstReason(
        unauthorized,
        disk.diskType === 'local' && 'Local disks cannot be snapshotted',
        diskStateReason('snapshot', disk),
      ),
      onActivate: () =>
        snapshot.mutate({
          query: { project },
          body: {
            name: generateName(disk.name, 'snapshot'),
            description: `Snapshot of ${disk.name}`,
            disk: disk.name,
          },
        }),
    },
    {
      label: 'Create similar',
      disabledReason: unauthorized,
      onActivate: () =>
        navigate({ to: '/projects/$project/disks-new', params: { project }, search: { from: disk.name } }),
    },
    {
      label: 'Events',
      onActivate: () =>
        navigate({ to: '/projects/$project/disks/$disk/events', params: { project, disk: disk.name } }),
    },
    {
      label: 'Export as Terraform',
      onActivate: () => terraform.open({ project, resourceId: disk.id }),
    },
    {
      label: 'Delete',
      danger: true,
      disabledReason: firstReason(unauthorized, diskStateReason('delete', disk)),
      onActivate: () =>
        confirmDelete({
          resourceKind: 'disk',
          label: (
            <>
              Are you sure you want to delete disk <strong>{disk.name}</strong>?
            </>
          ),
          doDelete: () => deleteDisk.mutateAsync({ path: { disk: disk.name }, query: { project } }),
        }),
    },
  ];

  const newDisk = (
    <CreateLink disabledReason={unauthorized}>
      <RouterLink to="/projects/$project/disks-new" search params={{ project }}>
        New Disk
      </RouterLink>
    </CreateLink>
  );

  return (
    <>
      <PageHeader title="Disks" docs="disks" actions={newDisk} />
      <BulkActionBar
        count={selected.size}
        noun="disk"
        actions={[bulkDelete]}
        onClear={() => setSelected(new Set())}
      />
      <DataTable
        label="Disks"
        rows={rows}
        rowKey={(disk) => disk.name}
        selection={{ selected, onChange: setSelected }}
        filter={{
          name: (disk) => disk.name,
          state: { label: 'State', value: (disk) => disk.state.state, options: DISK_STATES },
        }}
        paginated={pagination.hasPrev || Boolean(disks.data?.nextPage)}
        columns={[
          { header: 'Name', serverSort: true, cell: (disk) => disk.name },
          {
            header: 'State',
            sortValue: (disk) => disk.state.state,
            cell: (disk) => <DiskStateBadge state={disk.state.state} />,
          },
          { header: 'Size', sortValue: (disk) => disk.size, cell: (disk) => formatBytes(disk.size) },
          { header: 'Attached to', cell: (disk) => <AttachedInstance project={project} disk={disk} /> },
          {
            header: 'Created',
            sortValue: (disk) => disk.timeCreated,
            cell: (disk) => formatRelativeTime(disk.timeCreated),
          },
        ]}
        actions={actions}
        empty={
          disks.isSuccess ? (
            <EmptyState
              title="No disks"
              body="You need to create a disk to be able to see it here."
              action={newDisk}
            />
          ) : undefined
        }
      />
      <PaginationBar
        pagination={pagination}
        nextPage={disks.data?.nextPage}
        loading={disks.isFetching && !disks.isRefetching}
      />
      {terraform.dialog}
    </>
  );
}
