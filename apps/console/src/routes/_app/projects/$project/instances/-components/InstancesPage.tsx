import { formatBytes, formatRelativeTime, INSTANCE_RUN_STATES, type Instance } from '@rackconsole/sdk';
import { Flex, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { instanceListQuery } from '~/api/lists';
import { BulkActionBar } from '~/components/BulkActionBar';
import { CreateLink } from '~/components/CreateLink';
import { DataTable } from '~/components/DataTable';
import { ExternalIps } from '~/components/ExternalIps';
import { InstanceStateBadge } from '~/components/InstanceStateBadge';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { TerraformExportButton } from '~/components/TerraformExport';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { usePagination } from '~/hooks/usePagination';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useProjectParam } from '~/hooks/useRouteParams';
import { pollWhileTransient } from './queries';
import { ResizeInstanceModal } from './ResizeForm';
import { useInstanceActions } from './useInstanceActions';
import { useInstanceBulkActions } from './useInstanceBulkActions';

export function InstancesPage() {
  const project = useProjectParam();
  const pagination = usePagination();
  const unauthorized = useUnauthorizedReason('createInstances', project);
  const [resizing, setResizing] = useState<Instance | null>(null);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const instances = useQuery({
    ...instanceListQuery(project, pagination.search),
    refetchInterval: (query) => pollWhileTransient(query.state.data?.items),
  });
  const rows = instances.data?.items ?? [];
  const actions = useInstanceActions(project, { onResize: setResizing });
  const bulkActions = useInstanceBulkActions(
    project,
    rows.filter((instance) => selected.has(instance.name)),
    () => setSelected(new Set()),
  );
  const newInstance = (
    <CreateLink disabledReason={unauthorized}>
      <RouterLink to="/projects/$project/instances-new" params={{ project }}>
        New Instance
      </RouterLink>
    </CreateLink>
  );

  return (
    <>
      <PageHeader
        title="Instances"
        docs="instances"
        actions={
          <>
            <TerraformExportButton project={project} />
            {newInstance}
          </>
        }
      />
      <BulkActionBar
        count={selected.size}
        noun="instance"
        actions={bulkActions}
        onClear={() => setSelected(new Set())}
      />
      <DataTable
        label="Instances"
        rows={rows}
        rowKey={(instance) => instance.name}
        selection={{ selected, onChange: setSelected }}
        filter={{
          name: (instance) => instance.name,
          state: { label: 'State', value: (instance) => instance.runState, options: INSTANCE_RUN_STATES },
        }}
        paginated={pagination.hasPrev || Boolean(instances.data?.nextPage)}
        columns={[
          {
            header: 'Name',
            serverSort: true,
            cell: (instance) => (
              <Link asChild>
                <RouterLink
                  to="/projects/$project/instances/$instance/storage"
                  params={{ project, instance: instance.name }}
                >
                  <TruncatedText text={instance.name} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          {
            header: 'State',
            sortValue: (instance) => instance.runState,
            cell: (instance) => (
              <Flex gap="2" align="center">
                <InstanceStateBadge state={instance.runState} />
                <Text size="1" color="gray">
                  {formatRelativeTime(instance.timeRunStateUpdated)}
                </Text>
              </Flex>
            ),
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
            header: 'External IPs',
            cell: (instance) => <ExternalIps project={project} instance={instance.name} />,
          },
          {
            header: 'Created',
            sortValue: (instance) => instance.timeCreated,
            cell: (instance) => formatRelativeTime(instance.timeCreated),
          },
        ]}
        actions={actions}
        empty={
          instances.isSuccess ? (
            <EmptyState
              title="No instances"
              body="You need to create an instance to be able to see it here."
              action={newInstance}
            />
          ) : undefined
        }
      />
      <PaginationBar
        pagination={pagination}
        nextPage={instances.data?.nextPage}
        loading={instances.isFetching && !instances.isRefetching}
      />
      <ResizeInstanceModal project={project} instance={resizing} onDismiss={() => setResizing(null)} />
    </>
  );
}
