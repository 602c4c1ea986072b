import { formatRelativeTime } from '@rackconsole/sdk';
import { Link } from '@radix-ui/themes';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { type Column, DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { IpVersionBadge } from '~/components/poolDisplay';
import { firstReason } from '~/components/reasons';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { usePagination } from '~/hooks/usePagination';
import type { Pool, PoolKind } from '~/routes/_app/system/-components/poolKinds';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { NetworkingLayout } from './NetworkingLayout';

/**
 * The fleet's pools of one kind, a page of `pools` at a time: the kind's `columns` (Utilization among them)
 * between IP version and Created; Delete refused up front with `deleteReason`, or in the confirm with what
 * `deleteBlocker` finds when it is asked for.
 */
export function PoolsPage<P extends Pool>({
  kind,
  pools,
  columns,
  deleteReason,
  deleteBlocker,
}: {
  kind: PoolKind;
  pools: UseQueryResult<{ items: P[]; nextPage?: string | null }>;
  columns: Column<P>[];
  deleteReason?: (pool: P) => string | undefined;
  deleteBlocker?: (pool: P) => Promise<string | undefined>;
}) {
  const pagination = usePagination();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const deletePool = useApiMutation(kind.ops.delete, {
    onSuccess: async (_, { path }) => {
      await invalidate(kind.ops.list);
      addToast(`${kind.Noun} ${path.pool} deleted`);
    },
  });
  const confirmDeletePool = (pool: P, blockedBy?: string) =>
    confirmDelete({
      resourceKind: kind.noun,
      label: kind.pools.deleteLabel(pool.name),
      blockedBy,
      doDelete: () => deletePool.mutateAsync({ path: { pool: pool.name } }),
    });
  const newPool = (
    <ActionButton disabledReason={unauthorized} onClick={() => navigate({ to: kind.paths.create })}>
      {kind.pools.newPool}
    </ActionButton>
  );

  return (
    <NetworkingLayout actions={newPool}>
      <DataTable
        label={`${kind.Noun}s`}
        rows={pools.data?.items ?? []}
        rowKey={(pool) => pool.name}
        filter={{ name: (pool) => pool.name }}
        paginated={pagination.hasPrev || Boolean(pools.data?.nextPage)}
        columns={[
          {
            header: 'Name',
            sortValue: (pool) => pool.name,
            cell: (pool) => (
              <Link asChild>
                <RouterLink to={kind.paths.pool} params={{ pool: pool.name }}>
                  <TruncatedText text={pool.name} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          { header: 'Description', sortValue: (pool) => pool.description, cell: (pool) => pool.description },
          {
            header: 'IP version',
            sortValue: (pool) => pool.ipVersion,
            cell: (pool) => <IpVersionBadge version={pool.ipVersion} />,
          },
          ...columns,
          {
            header: 'Created',
            sortValue: (pool) => pool.timeCreated,
            cell: (pool) => formatRelativeTime(pool.timeCreated),
          },
        ]}
        actions={(pool) => [
          {
            label: 'Edit',
            disabledReason: unauthorized,
            onActivate: () => navigate({ to: kind.paths.edit, params: { pool: pool.name } }),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: firstReason(unauthorized, deleteReason?.(pool)),
            // Without a blocker to look up, the confirm opens at once, so focus returns to where it was.
            onActivate: deleteBlocker
              ? async () => confirmDeletePool(pool, await deleteBlocker(pool))
              : () => confirmDeletePool(pool),
          },
        ]}
        empty={
          pools.isSuccess ? (
            <EmptyState title={`No ${kind.noun}s`} body={kind.pools.emptyBody} action={newPool} />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={pools.data?.nextPage} loading={pools.isFetching} />
    </NetworkingLayout>
  );
}
