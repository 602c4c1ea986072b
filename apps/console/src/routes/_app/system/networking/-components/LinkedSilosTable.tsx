import { Badge, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { allSilosQuery } from '~/api/systemLists';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { firstReason } from '~/components/reasons';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import type { Pool, PoolKind } from '~/routes/_app/system/-components/poolKinds';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { LinkSiloModal } from './LinkSiloModal';

/** The silos that allocate from a pool: link another, make the pool a silo's default or not, unlink. */
export function LinkedSilosTable({ kind, pool }: { kind: PoolKind; pool: Pool }) {
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const [linking, setLinking] = useState(false);
  const links = kind.useSilos(pool.name);
  const silos = useQuery(allSilosQuery);
  // Links carry only the silo's id.
  const siloName = new Map(silos.data?.items.map((silo) => [silo.id, silo.name]));
  const nameOf = (siloId: string) => siloName.get(siloId) ?? siloId;
  const onChanged = () => invalidate(...kind.linkQueries);
  const update = useApiMutation(kind.ops.siloUpdate, { onSuccess: onChanged });
  const unlink = useApiMutation(kind.ops.siloUnlink, { onSuccess: onChanged });
  const text = kind.linkedSilos;
  const linkSilo = (
    <ActionButton
      disabledReason={firstReason(unauthorized, kind.linkableReason(pool))}
      onClick={() => setLinking(true)}
    >
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
              label: link.isDefault ? text.unsetDefault : 'Make default',
              disabledReason: unauthorized,
              onActivate: () =>
                confirmAction({
                  modalTitle: link.isDefault
                    ? `${text.unsetDefault} ${text.defaultPool}`
                    : `Make ${text.defaultPool}`,
                  modalContent: link.isDefault
                    ? text.unsetDefaultBody(pool, silo)
                    : text.setDefaultBody(pool, silo),
                  errorTitle: `Could not change the ${text.defaultPool}`,
                  actionType: 'primary',
                  doAction: async () => {
                    await update.mutateAsync({
                      path: { pool: pool.name, silo: link.siloId },
                      body: { isDefault: !link.isDefault },
                    });
                    addToast(
                      link.isDefault
                        ? `${pool.name} is no longer the ${text.defaultPool} of ${silo}`
                        : `${pool.name} is now the ${text.defaultPool} of ${silo}`,
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
                  modalContent: text.unlinkBody(pool, silo),
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
            <EmptyState title="No linked silos" body={text.emptyBody} action={linkSilo} />
          ) : undefined
        }
      />
      <LinkSiloModal
        kind={kind}
        pool={pool}
        open={linking}
        linkedSiloIds={links.data?.items.map((link) => link.siloId) ?? []}
        onDismiss={() => setLinking(false)}
      />
    </Flex>
  );
}
