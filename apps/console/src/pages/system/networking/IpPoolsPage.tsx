import { formatRelativeTime } from '@rackconsole/sdk';
import { Link } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { ipPoolDeleteBlocker } from '~/api/deleteBlockers';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { usePagination } from '~/hooks/usePagination';
import { useFleetAdminReason } from '~/pages/system/fleetRole';
import { usePageSearch } from '~/pages/system/lists';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { ipPoolListQuery } from './ipPoolQueries';
import { NetworkingLayout } from './NetworkingLayout';
import { ASSIGNMENT_LABELS, IpVersionBadge, PoolUtilization } from './poolDisplay';

/** The fleet's IP pools: the address ranges silos (or the rack's own services) allocate external IPs from. */
export function IpPoolsPage() {
  const pagination = usePagination();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const unauthorized = useFleetAdminReason();
  const pools = useQuery(ipPoolListQuery(usePageSearch()));
  const deletePool = useApiMutation('systemIpPoolDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('systemIpPoolList');
      addToast(`IP pool ${path.pool} deleted`);
    },
  });
  const newPool = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() => navigate({ to: '/system/networking/ip-pools-new' })}
    >
      New IP Pool
    </ActionButton>
  );

  return (
    <NetworkingLayout actions={newPool}>
      <DataTable
        label="IP pools"
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
                <RouterLink to="/system/networking/ip-pools/$pool" params={{ pool: pool.name }}>
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
          { header: 'Type', sortValue: (pool) => pool.poolType, cell: (pool) => pool.poolType },
          {
            header: 'Assignment',
            sortValue: (pool) => ASSIGNMENT_LABELS[pool.assignment],
            cell: (pool) => ASSIGNMENT_LABELS[pool.assignment],
          },
          { header: 'Utilization', cell: (pool) => <PoolUtilization pool={pool.name} /> },
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
            onActivate: () =>
              navigate({ to: '/system/networking/ip-pools/$pool/edit', params: { pool: pool.name } }),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: async () =>
              confirmDelete({
                resourceKind: 'IP pool',
                label: `Are you sure you want to delete IP pool ${pool.name}?`,
                blockedBy: await ipPoolDeleteBlocker(queryClient, pool.name),
                doDelete: () => deletePool.mutateAsync({ path: { pool: pool.name } }),
              }),
          },
        ]}
        empty={
          pools.isSuccess ? (
            <EmptyState
              title="No IP pools"
              body="Create an IP pool to give silos addresses for instances and floating IPs."
              action={newPool}
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={pools.data?.nextPage} loading={pools.isFetching} />
    </NetworkingLayout>
  );
}
