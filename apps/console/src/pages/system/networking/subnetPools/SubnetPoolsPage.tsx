import { formatRelativeTime } from '@rackconsole/sdk';
import { Link } from '@radix-ui/themes';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { firstReason } from '~/components/reasons';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { usePagination } from '~/hooks/usePagination';
import { useFleetAdminReason } from '~/pages/system/fleetRole';
import { usePageSearch } from '~/pages/system/lists';
import { NetworkingLayout } from '~/pages/system/networking/NetworkingLayout';
import { IpVersionBadge, UtilizationCount } from '~/pages/system/networking/poolDisplay';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { subnetPoolDeleteReason, subnetPoolListQuery, subnetPoolUtilizationQuery } from './queries';

/** The fleet's subnet pools: the external address blocks projects carve external subnets from. */
export function SubnetPoolsPage() {
  const pagination = usePagination();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const pools = useQuery(subnetPoolListQuery(usePageSearch()));
  const rows = pools.data?.items ?? [];
  // Read once for the page: the Utilization column shows them, and they tell which pools cannot be deleted.
  const utilizations = useQueries({ queries: rows.map((pool) => subnetPoolUtilizationQuery(pool.name)) });
  const utilizationOf = new Map(rows.map((pool, index) => [pool.name, utilizations[index]?.data]));
  const deletePool = useApiMutation('systemSubnetPoolDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('systemSubnetPoolList');
      addToast(`Subnet pool ${path.pool} deleted`);
    },
  });
  const newPool = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() => navigate({ to: '/system/networking/subnet-pools-new' })}
    >
      New Subnet Pool
    </ActionButton>
  );

  return (
    <NetworkingLayout actions={newPool}>
      <DataTable
        label="Subnet pools"
        rows={rows}
        rowKey={(pool) => pool.name}
        filter={{ name: (pool) => pool.name }}
        paginated={pagination.hasPrev || Boolean(pools.data?.nextPage)}
        columns={[
          {
            header: 'Name',
            sortValue: (pool) => pool.name,
            cell: (pool) => (
              <Link asChild>
                <RouterLink to="/system/networking/subnet-pools/$pool" params={{ pool: pool.name }}>
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
          {
            header: 'Utilization',
            cell: (pool) => <UtilizationCount utilization={utilizationOf.get(pool.name)} />,
          },
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
              navigate({ to: '/system/networking/subnet-pools/$pool/edit', params: { pool: pool.name } }),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: firstReason(unauthorized, subnetPoolDeleteReason(utilizationOf.get(pool.name))),
            onActivate: () =>
              confirmDelete({
                resourceKind: 'subnet pool',
                label: `Are you sure you want to delete subnet pool ${pool.name}? Its silo links go with it.`,
                doDelete: () => deletePool.mutateAsync({ path: { pool: pool.name } }),
              }),
          },
        ]}
        empty={
          pools.isSuccess ? (
            <EmptyState
              title="No subnet pools"
              body="Create a subnet pool to give silos address blocks for external subnets."
              action={newPool}
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={pools.data?.nextPage} loading={pools.isFetching} />
    </NetworkingLayout>
  );
}
