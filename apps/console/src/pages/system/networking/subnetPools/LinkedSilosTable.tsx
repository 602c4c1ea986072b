import type { SubnetPool } from '@rackconsole/sdk';
import { Badge, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { CheckboxField, SelectField } from '~/forms/fields';
import { ModalForm } from '~/forms/ModalForm';
import { useFleetAdminReason } from '~/pages/system/fleetRole';
import { allSilosQuery } from '~/pages/system/lists';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { subnetPoolLinkCommand, subnetPoolLinkRequest } from './commands';
import { SUBNET_POOL_LINK_QUERIES, subnetPoolSilosQuery } from './queries';

const versionLabel = (pool: SubnetPool) => (pool.ipVersion === 'v4' ? 'IPv4' : 'IPv6');

/** Links the pool to one of the silos it is not linked to yet, optionally as that silo's default. */
function LinkSiloModal({
  pool,
  open,
  linkedSiloIds,
  onDismiss,
}: {
  pool: SubnetPool;
  open: boolean;
  linkedSiloIds: string[];
  onDismiss: () => void;
}) {
  const invalidate = useInvalidate();
  const silos = useQuery(allSilosQuery);
  const form = useForm<{ silo: string; isDefault: boolean }>({
    defaultValues: { silo: '', isDefault: false },
  });
  const close = () => {
    form.reset();
    link.reset();
    onDismiss();
  };
  const link = useApiMutation('systemSubnetPoolSiloLink', {
    onSuccess: async (_, { body }) => {
      await invalidate(...SUBNET_POOL_LINK_QUERIES);
      addToast(`Silo ${body.silo} linked to ${pool.name}`);
      close();
    },
  });
  const candidates = (silos.data?.items ?? []).filter((silo) => !linkedSiloIds.includes(silo.id));
  return (
    <ModalForm
      title="Link silo"
      form={form}
      open={open}
      onSubmit={({ silo, isDefault }) => link.mutate(subnetPoolLinkRequest(pool.name, silo, isDefault))}
      toCommand={({ silo, isDefault }) => subnetPoolLinkCommand(pool.name, silo, isDefault)}
      onDismiss={close}
      submitLabel="Link silo"
      submitting={link.isPending}
      submitError={link.error}
    >
      <SelectField
        name="silo"
        control={form.control}
        label="Silo"
        required
        placeholder={candidates.length ? 'Select a silo' : 'Every silo is already linked'}
        items={candidates.map((silo) => ({ value: silo.name, label: silo.name }))}
      />
      <CheckboxField
        name="isDefault"
        control={form.control}
        label={`Make this the silo's default ${versionLabel(pool)} subnet pool`}
      />
    </ModalForm>
  );
}

/** The silos whose projects allocate from a pool: link another, make it a silo's default or not, unlink. */
export function LinkedSilosTable({ pool }: { pool: SubnetPool }) {
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const [linking, setLinking] = useState(false);
  const links = useQuery(subnetPoolSilosQuery(pool.name));
  const silos = useQuery(allSilosQuery);
  // Links carry only the silo's id.
  const siloName = new Map(silos.data?.items.map((silo) => [silo.id, silo.name]));
  const nameOf = (siloId: string) => siloName.get(siloId) ?? siloId;
  const onChanged = () => invalidate(...SUBNET_POOL_LINK_QUERIES);
  const update = useApiMutation('systemSubnetPoolSiloUpdate', { onSuccess: onChanged });
  const unlink = useApiMutation('systemSubnetPoolSiloUnlink', { onSuccess: onChanged });
  const linkSilo = (
    <ActionButton disabledReason={unauthorized} onClick={() => setLinking(true)}>
      Link silo
    </ActionButton>
  );
  return (
    <Flex direction="column" gap="3" mt="4">
      {links.data?.items.length ? <Flex justify="end">{linkSilo}</Flex> : null}
      <DataTable
        label="Linked silos"
        rows={links.data?.items ?? []}
        rowKey={(link) => nameOf(link.siloId)}
        viewKey="silos"
        filter={{ name: (link) => nameOf(link.siloId) }}
        columns={[
          { header: 'Silo', sortValue: (link) => nameOf(link.siloId), cell: (link) => nameOf(link.siloId) },
          {
            header: 'Default',
            sortValue: (link) => (link.isDefault ? 'default' : undefined),
            cell: (link) =>
              link.isDefault ? (
                <Badge highContrast color="green" variant="soft">
                  default
                </Badge>
              ) : null,
          },
        ]}
        actions={(link) => {
          const silo = nameOf(link.siloId);
          return [
            {
              label: link.isDefault ? 'Unset default' : 'Make default',
              disabledReason: unauthorized,
              onActivate: () =>
                confirmAction({
                  modalTitle: link.isDefault ? 'Unset default subnet pool' : 'Make default subnet pool',
                  modalContent: link.isDefault
                    ? `Stop using ${pool.name} as the default ${versionLabel(pool)} subnet pool of silo ${silo}? External subnets that name no pool will need another default.`
                    : `Make ${pool.name} the default ${versionLabel(pool)} subnet pool of silo ${silo}? It replaces the silo's current default.`,
                  errorTitle: 'Could not change the default subnet pool',
                  actionType: 'primary',
                  doAction: async () => {
                    await update.mutateAsync({
                      path: { pool: pool.name, silo: link.siloId },
                      body: { isDefault: !link.isDefault },
                    });
                    addToast(
                      link.isDefault
                        ? `${pool.name} is no longer the default subnet pool of ${silo}`
                        : `${pool.name} is now the default subnet pool of ${silo}`,
                    );
                  },
                }),
            },
            {
              label: 'Unlink',
              danger: true,
              disabledReason: unauthorized,
              onActivate: () =>
                confirmAction({
                  modalTitle: 'Confirm unlink silo',
                  modalContent: `Are you sure you want to unlink silo ${silo} from subnet pool ${pool.name}? Its projects can no longer allocate external subnets from it.`,
                  errorTitle: 'Could not unlink silo',
                  actionType: 'danger',
                  doAction: async () => {
                    await unlink.mutateAsync({ path: { pool: pool.name, silo: link.siloId } });
                    addToast(`Silo ${silo} unlinked from ${pool.name}`);
                  },
                }),
            },
          ];
        }}
        empty={
          links.isSuccess ? (
            <EmptyState
              title="No linked silos"
              body="Link a silo so its projects can allocate external subnets from this pool."
              action={linkSilo}
            />
          ) : undefined
        }
      />
      <LinkSiloModal
        pool={pool}
        open={linking}
        linkedSiloIds={links.data?.items.map((link) => link.siloId) ?? []}
        onDismiss={() => setLinking(false)}
      />
    </Flex>
  );
}
