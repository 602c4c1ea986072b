import { DISK_STATES, type Disk, formatBytes, formatRelativeTime, isDiskTransient } from '@rackconsole/sdk';
import { generateName } from '@rackconsole/validators';
import { Flex, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { instanceDisksQuery } from '~/api/instances';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { type Column, DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { diskStateReason, firstReason, instanceStateReason } from '~/components/reasons';
import type { RowAction } from '~/components/rowAction';
import { instanceUpdateBody } from '~/forms/instanceLimits';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import {
  TRANSIENT_POLL_MS,
  useInstance,
} from '~/routes/_app/projects/$project/instances/-components/queries';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { AttachDiskModal, CreateDiskModal } from './DiskModals';
import { DiskStateBadge } from './DiskStateBadge';

const columns: Column<Disk>[] = [
  { header: 'Name', sortValue: (disk) => disk.name, cell: (disk) => disk.name },
  { header: 'Size', sortValue: (disk) => disk.size, cell: (disk) => formatBytes(disk.size) },
  {
    header: 'State',
    sortValue: (disk) => disk.state.state,
    cell: (disk) => <DiskStateBadge state={disk.state.state} />,
  },
  {
    header: 'Created',
    sortValue: (disk) => disk.timeCreated,
    cell: (disk) => formatRelativeTime(disk.timeCreated),
  },
];

/** The instance's boot disk and other disks: attach, create, detach, set or unset the boot disk, snapshot. */
export function StorageTab() {
  const { project, instance } = useInstance();
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('attachDisks', project);
  const settingsUnauthorized = useUnauthorizedReason('configureInstances', project);
  const snapshotUnauthorized = useUnauthorizedReason('manageSnapshots', project);
  const [dialog, setDialog] = useState<'attach' | 'create' | null>(null);
  const disks = useQuery({
    ...instanceDisksQuery(project, instance.name),
    refetchInterval: (query) => (query.state.data?.items.some(isDiskTransient) ? TRANSIENT_POLL_MS : false),
  });
  const refresh = () => invalidate('instanceDiskList', 'diskList', 'instanceView', 'instanceList');
  const target = { path: { instance: instance.name }, query: { project } };

  const detach = useApiMutation('instanceDiskDetach', {
    onSuccess: async (disk) => {
      await refresh();
      addToast(`Disk ${disk.name} detached`);
    },
  });
  const setBootDisk = useApiMutation('instanceUpdate', {
    onSuccess: async (updated) => {
      await refresh();
      addToast(`Boot disk of ${updated.name} updated`);
    },
  });
  const snapshot = useApiMutation('snapshotCreate', {
    onSuccess: async (created) => {
      await invalidate('snapshotList');
      addToast(`Snapshot ${created.name} created`);
    },
    onError: (error) =>
      addToast({ variant: 'error', title: 'Could not create snapshot', content: error.message }),
  });

  const bootDiskReason = firstReason(settingsUnauthorized, instanceStateReason('updateBootDisk', instance));
  const changeBootDisk = (disk: Disk | null) =>
    confirmAction({
      modalTitle: disk ? 'Set boot disk' : 'Unset boot disk',
      modalContent: disk ? (
        <>
          Boot <strong>{instance.name}</strong> from <strong>{disk.name}</strong>?
        </>
      ) : (
        <>
          Leave <strong>{instance.name}</strong> without a boot disk? It will not boot until one is set.
        </>
      ),
      errorTitle: 'Could not update the boot disk',
      actionType: 'primary',
      doAction: () =>
        setBootDisk.mutateAsync({
          ...target,
          body: instanceUpdateBody(instance, { bootDisk: disk?.id ?? null }),
        }),
    });

  const diskActions = (disk: Disk, isBoot: boolean): RowAction[] => [
    isBoot
      ? {
          label: 'Unset as boot disk',
          disabledReason: bootDiskReason,
          onActivate: () => changeBootDisk(null),
        }
      : {
          label: 'Set as boot disk',
          disabledReason: firstReason(bootDiskReason, diskStateReason('setAsBootDisk', disk)),
          onActivate: () => changeBootDisk(disk),
        },
    {
      label: 'Snapshot',
      disabledReason: firstReason(snapshotUnauthorized, diskStateReason('snapshot', disk)),
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
      label: 'Detach',
      danger: true,
      disabledReason: firstReason(
        unauthorized,
        instanceStateReason('detachDisk', instance),
        diskStateReason('detach', disk),
      ),
      onActivate: () =>
        confirmAction({
          modalTitle: 'Confirm detach',
          modalContent: (
            <>
              Detach <strong>{disk.name}</strong> from <strong>{instance.name}</strong>?
            </>
          ),
          errorTitle: `Could not detach ${disk.name}`,
          actionType: 'danger',
          doAction: () => detach.mutateAsync({ ...target, body: { disk: disk.name } }),
        }),
    },
  ];

  const all = disks.data?.items ?? [];
  const bootDisk = all.filter((disk) => disk.id === instance.bootDiskId);
  const otherDisks = all.filter((disk) => disk.id !== instance.bootDiskId);
  const attachReason = firstReason(unauthorized, instanceStateReason('attachDisk', instance));

  return (
    <Flex direction="column" gap="5">
      <section aria-label="Boot disk">
        <Heading as="h2" size="4" mb="3">
          Boot disk
        </Heading>
        <DataTable
          label="Boot disk"
          rows={bootDisk}
          rowKey={(disk) => disk.name}
          viewKey="boot"
          columns={columns}
          actions={(disk) => diskActions(disk, true)}
          empty={
            <EmptyState title="No boot disk" body="Set one of the attached disks below as the boot disk." />
          }
        />
      </section>
      <section aria-label="Other disks">
        <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
          <Heading as="h2" size="4">
            Other disks
          </Heading>
          <Flex gap="3">
            <ActionButton variant="soft" disabledReason={attachReason} onClick={() => setDialog('create')}>
              Create disk
            </ActionButton>
            <ActionButton variant="soft" disabledReason={attachReason} onClick={() => setDialog('attach')}>
              Attach existing disk
            </ActionButton>
          </Flex>
        </Flex>
        <DataTable
          label="Other disks"
          rows={otherDisks}
          rowKey={(disk) => disk.name}
          viewKey="disks"
          filter={{
            name: (disk) => disk.name,
            state: { label: 'State', value: (disk) => disk.state.state, options: DISK_STATES },
          }}
          columns={columns}
          actions={(disk) => diskActions(disk, false)}
          empty={<EmptyState title="No other disks" body="Attach an existing disk or create a new one." />}
        />
      </section>
      <AttachDiskModal
        open={dialog === 'attach'}
        project={project}
        instance={instance.name}
        onDismiss={() => setDialog(null)}
      />
      {dialog === 'create' ? (
        <CreateDiskModal project={project} instance={instance.name} onDismiss={() => setDialog(null)} />
      ) : null}
    </Flex>
  );
}
