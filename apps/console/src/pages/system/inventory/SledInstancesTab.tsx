import { formatBytes, formatRelativeTime } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { DataTable } from '../../../components/DataTable';
import { EmptyState } from '../../../components/PageHeader';
import { PaginationBar } from '../../../components/PaginationBar';
import { usePagination } from '../../../hooks/usePagination';
import { InstanceStateBadge } from '../../instances/InstanceStateBadge';
import { usePageSearch } from '../lists';
import { sledInstancesQuery } from './sledQueries';

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
        columns={[
          { header: 'Name', cell: (instance) => instance.name },
          { header: 'Silo', cell: (instance) => instance.siloName },
          { header: 'Project', cell: (instance) => instance.projectName },
          { header: 'State', cell: (instance) => <InstanceStateBadge state={instance.state} /> },
          { header: 'CPU', cell: (instance) => `${instance.ncpus} vCPU${instance.ncpus === 1 ? '' : 's'}` },
          { header: 'Memory', cell: (instance) => formatBytes(instance.memory) },
          { header: 'Created', cell: (instance) => formatRelativeTime(instance.timeCreated) },
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
