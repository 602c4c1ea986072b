import { formatRelativeTime } from '@rackconsole/sdk';
import { Flex, Tabs } from '@radix-ui/themes';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { PageHeader } from '~/components/PageHeader';
import { IpVersionBadge } from '~/components/poolDisplay';
import { firstReason } from '~/components/reasons';
import { SummaryCard } from '~/components/systemDisplay';
import { TerraformExportButton } from '~/components/TerraformExport';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import type { Pool, PoolKind } from '~/routes/_app/system/-components/poolKinds';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { LinkedSilosTable } from './LinkedSilosTable';

/**
 * One pool of either kind: its header with Edit, the kind's `actions` and Delete (refused with `deleteReason`),
 * its summary (the kind's `details` between IP version and Created), the kind's own tab and Linked silos.
 */
export function PoolPage({
  kind,
  pool,
  actions,
  deleteReason,
  details,
  tab,
}: {
  kind: PoolKind;
  pool: Pool;
  actions?: ReactNode;
  deleteReason?: string;
  details: [label: string, value: ReactNode][];
  tab: { value: string; label: string; content: ReactNode };
}) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const deletePool = useApiMutation(kind.ops.delete, {
    onSuccess: async () => {
      await invalidate(kind.ops.list);
      addToast(`${kind.Noun} ${pool.name} deleted`);
      await navigate({ to: kind.paths.list });
    },
  });
  return (
    <>
      <PageHeader
        title={pool.name}
        docs="ipPools"
        actions={
          <Flex gap="2">
            <ActionButton
              variant="soft"
              disabledReason={unauthorized}
              onClick={() => navigate({ to: kind.paths.edit, params: { pool: pool.name } })}
            >
              Edit
            </ActionButton>
            {actions}
            <TerraformExportButton systemResourceId={pool.id} />
            <ActionButton
              variant="soft"
              color="red"
              disabledReason={firstReason(unauthorized, deleteReason)}
              onClick={() =>
                confirmDelete({
                  resourceKind: kind.noun,
                  label: kind.pools.deleteLabel(pool.name),
                  doDelete: () => deletePool.mutateAsync({ path: { pool: pool.name } }),
                })
              }
            >
              Delete
            </ActionButton>
          </Flex>
        }
      />
      <SummaryCard
        label={`${kind.Noun} summary`}
        items={[
          ['Description', pool.description || '—'],
          ['IP version', <IpVersionBadge key="version" version={pool.ipVersion} />],
          ...details,
          ['Created', formatRelativeTime(pool.timeCreated)],
        ]}
      />
      <Tabs.Root defaultValue={tab.value}>
        <Tabs.List aria-label={kind.Noun}>
          <Tabs.Trigger value={tab.value}>{tab.label}</Tabs.Trigger>
          <Tabs.Trigger value="silos">Linked silos</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={tab.value}>{tab.content}</Tabs.Content>
        <Tabs.Content value="silos">
          <LinkedSilosTable kind={kind} pool={pool} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
