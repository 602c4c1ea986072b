import { formatBytes, formatRelativeTime } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { sledInstancesQuery } from '~/api/sleds';
import { usePageSearch } from '~/api/systemLists';
import { DataTable } from '~/components/DataTable';
import { InstanceStateBadge } from '~/components/InstanceStateBadge';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { usePagination } from '~/hooks/usePagination';

/** The instances running on a sled, from every silo and project, so operators see what draining it moves. */
export function SledInstancesTab() {
  const { sledId } = useParams({ from: '/_app/system/inventory/sleds/$sledId' });
  const pagination = usePagination();
  const instances = useQuery(sledInstancesQuery(sledId, usePageSearch()));
  return (
    <>
      <DataTable
        label="Sled instances"
        rows={instances.data?.items ?? []}
        rowKey={(instance) => instance.id}
        filter={{ name: (instance) => instance.name }}
        paginated={pagination.hasPrev || Boolean(instances.data?.nextPage)}
        columns={[
          { header: 'Name', sortValue: (instance) => instance.name, cell: (instance) => instance.name },
          {
            header: 'Silo',
            sortValue: (instance) => instance.siloName,
            cell: (instance) => instance.siloName,
          },
          {
            header: 'Project',
            sortValue: (instance) => instance.projectName,
            cell: (instance) => instance.projectName,
          },
          {
            header: 'State',
            sortValue: (instance) => instance.state,
            cell: (instance) => <InstanceStateBadge state={instance.state} />,
          },
          {
            header: 'CPU',
            sortValue: (instance) => instance.ncpus,
            cell: (instance) => `${instance.ncpus} vCPU${instance.ncpus === 1 ? '' : 's'}`,
          },
          {
            header: 'Memory',
            sortValue: (instance) => instance.memory,
            cell: (instance) => formatBytes(instance.memory),
          },
          {
            header: 'Created',
            sortValue: (instance) => instance.timeCreated,
            cell: (instance) => formatRelativeTime(instance.timeCreated),
          },
        ]}
        empty={
          instances.isSuccess ? (
            <EmptyState title="No instances" body="No instances are running on this sled." />
          ) : undefined
        }
      />
      <PaginationBar
        pagination={pagination}
        nextPage={instances.data?.nextPage}
        loading={instances.isFetching}
      />
    </>
  );
}
