import { type ExternalSubnet, formatRelativeTime } from '@rackconsole/sdk';
import { Flex, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { REFRESHED_AFTER_ATTACHMENT, siloSubnetPoolsQuery } from '~/api/externalSubnets';
import { externalSubnetListQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { projectInstancesQuery } from '~/api/vpcs';
import { ActionButton } from '~/components/ActionButton';
import { CopyButton } from '~/components/CopyButton';
import { DataTable } from '~/components/DataTable';
import { externalSubnetStateReason } from '~/components/instanceStates';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { useTerraformExport } from '~/components/TerraformExport';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { usePagination } from '~/hooks/usePagination';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useProjectParam } from '~/hooks/useRouteParams';
import { confirmAction, confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { AttachExternalSubnetModal } from './AttachExternalSubnetModal';

/** The platform refuses to delete a subnet that still routes to an instance. */
const ATTACHED_REASON = 'Detach this external subnet from its instance before deleting it';

/** A project's external subnets with the pool each came from and the instance it routes to. */
export function ExternalSubnetsPage() {
  const project = useProjectParam();
  const terraform = useTerraformExport();
  const pagination = usePagination();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('manageExternalSubnets', project);
  const [attaching, setAttaching] = useState<ExternalSubnet | null>(null);
  const subnets = useQuery(externalSubnetListQuery(project, pagination.search));
  const instances = useQuery(projectInstancesQuery(project));
  const pools = useQuery(siloSubnetPoolsQuery());
  const instanceOf = (id: string) => instances.data?.items.find((instance) => instance.id === id);
  // A pool unlinked from the silo since is no longer listed to its users: its id stands in for its name.
  const poolName = (id: string) => pools.data?.items.find((pool) => pool.id === id)?.name ?? id;
  const refresh = () => invalidate(...REFRESHED_AFTER_ATTACHMENT);
  const deleteSubnet = useApiMutation('externalSubnetDelete', {
    onSuccess: async (_, { path }) => {
      await refresh();
      addToast(`External subnet ${path.externalSubnet} deleted`);
    },
  });
  const detach = useApiMutation('externalSubnetDetach', {
    onSuccess: async (subnet) => {
      await refresh();
      addToast(`External subnet ${subnet.name} detached`);
    },
  });
  const newSubnet = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() =>
        navigate({ to: '/projects/$project/external-subnets-new', search: true, params: { project } })
      }
    >
      New External Subnet
    </ActionButton>
  );

  const detachAction = (subnet: ExternalSubnet, instanceId: string) => {
    const instance = instanceOf(instanceId);
    return {
      label: 'Detach',
      disabledReason: unauthorized ?? (instance && externalSubnetStateReason(instance)),
      onActivate: () =>
        confirmAction({
          modalTitle: 'Detach external subnet',
          modalContent: `Are you sure you want to detach external subnet ${subnet.name} from instance ${
            instance?.name ?? instanceId
          }? ${subnet.subnet} will no longer route to it.`,
          errorTitle: 'Could not detach external subnet',
          actionType: 'danger',
          doAction: () => detach.mutateAsync({ path: { externalSubnet: subnet.name }, query: { project } }),
        }),
    };
  };

  return (
    <>
      <PageHeader title="External Subnets" actions={newSubnet} />
      <DataTable
        label="External subnets"
        rows={subnets.data?.items ?? []}
        rowKey={(subnet) => subnet.name}
        filter={{ name: (subnet) => subnet.name }}
        paginated={pagination.hasPrev || Boolean(subnets.data?.nextPage)}
        columns={[
          { header: 'Name', serverSort: true, cell: (subnet) => subnet.name },
          {
            header: 'Subnet',
            sortValue: (subnet) => subnet.subnet,
            cell: (subnet) => (
              <Flex gap="2" align="center">
                {subnet.subnet}
                <CopyButton text={subnet.subnet} label={`Copy subnet of ${subnet.name}`} />
              </Flex>
            ),
          },
          {
            header: 'Subnet pool',
            sortValue: (subnet) => poolName(subnet.subnetPoolId),
            cell: (subnet) => poolName(subnet.subnetPoolId),
          },
          {
            header: 'Instance',
            sortValue: (subnet) =>
              subnet.instanceId ? (instanceOf(subnet.instanceId)?.name ?? subnet.instanceId) : undefined,
            cell: (subnet) => {
              if (!subnet.instanceId) return <Text color="gray">—</Text>;
              const name = instanceOf(subnet.instanceId)?.name;
              return name ? (
                <Link asChild>
                  <RouterLink
                    to="/projects/$project/instances/$instance/networking"
                    params={{ project, instance: name }}
                  >
                    <TruncatedText text={name} maxLength={NAME_LIMITS.cell} focusable={false} />
                  </RouterLink>
                </Link>
              ) : (
                subnet.instanceId
              );
            },
          },
          {
            header: 'Created',
            sortValue: (subnet) => subnet.timeCreated,
            cell: (subnet) => formatRelativeTime(subnet.timeCreated),
          },
        ]}
        actions={(subnet) => [
          {
            label: 'Edit',
            disabledReason: unauthorized,
            onActivate: () =>
              navigate({
                to: '/projects/$project/external-subnets/$externalSubnet/edit',
                search: true,
                params: { project, externalSubnet: subnet.name },
              }),
          },
          subnet.instanceId
            ? detachAction(subnet, subnet.instanceId)
            : { label: 'Attach', disabledReason: unauthorized, onActivate: () => setAttaching(subnet) },
          {
            label: 'Export as Terraform',
            onActivate: () => terraform.open({ project, resourceId: subnet.id }),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized ?? (subnet.instanceId ? ATTACHED_REASON : undefined),
            onActivate: () =>
              confirmDelete({
                resourceKind: 'external subnet',
                label: `Are you sure you want to delete external subnet ${subnet.name}? ${subnet.subnet} goes back to its pool.`,
                doDelete: () =>
                  deleteSubnet.mutateAsync({ path: { externalSubnet: subnet.name }, query: { project } }),
              }),
          },
        ]}
        empty={
          subnets.isSuccess ? (
            <EmptyState
              title="No external subnets"
              body="You need to create an external subnet to be able to see it here."
              action={newSubnet}
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={subnets.data?.nextPage} loading={subnets.isFetching} />
      {attaching ? (
        <AttachExternalSubnetModal
          project={project}
          externalSubnet={attaching}
          onDismiss={() => setAttaching(null)}
        />
      ) : null}
      {terraform.dialog}
    </>
  );
}
