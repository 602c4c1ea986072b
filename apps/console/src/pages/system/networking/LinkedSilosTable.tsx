import type { IpPool } from '@rackconsole/sdk';
import { Badge, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQuery, useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { ALL_ITEMS } from '~/constants';
import { useFleetAdminReason } from '~/pages/system/fleetRole';
import { allSilosQuery } from '~/pages/system/lists';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { LinkSiloModal } from './LinkSiloModal';

/** A pool's silo links; a pool is linked to few silos, so they are listed whole. */
export const ipPoolSilosQuery = (pool: string) =>
  apiQuery('systemIpPoolSiloList', { path: { pool }, query: { limit: ALL_ITEMS } });

/** Every silo, to name linked silos (links carry only ids) and to offer the unlinked ones. */

const SERVICE_POOL_REASON = 'System services pools cannot be linked to silos';

/** The silos that allocate from a pool: link another, make the pool a silo's default or not, unlink. */
export function LinkedSilosTable({ pool }: { pool: IpPool }) {
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const [linking, setLinking] = useState(false);
  const links = useQuery(ipPoolSilosQuery(pool.name));
  const silos = useQuery(allSilosQuery);
  const siloName = new Map(silos.data?.items.map((silo) => [silo.id, silo.name]));
  const onChanged = () => invalidate('systemIpPoolSiloList', 'siloIpPoolList', 'ipPoolList');
  const update = useApiMutation('systemIpPoolSiloUpdate', { onSuccess: onChanged });
  const unlink = useApiMutation('systemIpPoolSiloUnlink', { onSuccess: onChanged });
  const nameOf = (siloId: string) => siloName.get(siloId) ?? siloId;

  const linkSilo = (
    <ActionButton
      disabledReason={unauthorized || (pool.assignment === 'system_services' && SERVICE_POOL_REASON)}
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
              label: link.isDefault ? 'Clear default' : 'Make default',
              disabledReason: unauthorized,
              onActivate: () =>
                confirmAction({
                  modalTitle: link.isDefault ? 'Clear default pool' : 'Make default pool',
                  modalContent: link.isDefault
                    ? `Stop using ${pool.name} as the default ${pool.ipVersion} pool of silo ${silo}? Allocations that name no pool will need another default.`
                    : `Make ${pool.name} the default ${pool.ipVersion} pool of silo ${silo}? It replaces the silo's current default.`,
                  errorTitle: 'Could not change the default pool',
                  actionType: 'primary',
                  doAction: async () => {
                    await update.mutateAsync({
                      path: { pool: pool.name, silo: link.siloId },
                      body: { isDefault: !link.isDefault },
                    });
                    addToast(
                      link.isDefault
                        ? `${pool.name} is no longer the default pool of ${silo}`
                        : `${pool.name} is now the default pool of ${silo}`,
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
                  modalContent: `Are you sure you want to unlink silo ${silo} from IP pool ${pool.name}? The silo can no longer allocate addresses from it.`,
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
              body="Link a silo so its users can allocate addresses from this pool."
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
