import { type FloatingIp, formatRelativeTime } from '@rackconsole/sdk';
import { Flex, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { floatingIpListQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ipPoolsQuery, projectInstancesQuery } from '~/api/vpcs';
import { ActionButton } from '~/components/ActionButton';
import { CopyButton } from '~/components/CopyButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { useTerraformExport } from '~/components/TerraformExport';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { usePagination } from '~/hooks/usePagination';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useProjectParam } from '~/hooks/useRouteParams';
import { confirmAction, confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { AttachFloatingIpModal } from './AttachFloatingIpModal';

/** The platform refuses to delete an address that still routes to an instance. */
const ATTACHED_REASON = 'Detach this floating IP from its instance before deleting it';

/** A project's floating IPs with the instance each is attached to; attach, detach, edit and delete. */
export function FloatingIpsPage() {
  const project = useProjectParam();
  const terraform = useTerraformExport();
  const pagination = usePagination();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('manageFloatingIps', project);
  const [attaching, setAttaching] = useState<FloatingIp | null>(null);
  const floatingIps = useQuery(floatingIpListQuery(project, pagination.search));
  const instances = useQuery(projectInstancesQuery(project));
  const pools = useQuery(ipPoolsQuery());
  const instanceName = (id: string) => instances.data?.items.find((instance) => instance.id === id)?.name;
  const poolName = (id: string) => pools.data?.items.find((pool) => pool.id === id)?.name ?? id;
  const refresh = () => invalidate('floatingIpList', 'instanceExternalIpList');
  const deleteIp = useApiMutation('floatingIpDelete', {
    onSuccess: async (_, { path }) => {
      await refresh();
      addToast(`Floating IP ${path.floatingIp} deleted`);
    },
  });
  const detach = useApiMutation('floatingIpDetach', {
    onSuccess: async (ip) => {
      await refresh();
      addToast(`Floating IP ${ip.name} detached`);
    },
  });
  const newFloatingIp = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() =>
        navigate({ to: '/projects/$project/floating-ips-new', search: true, params: { project } })
      }
    >
      New Floating IP
    </ActionButton>
  );

  return (
    <>
      <PageHeader title="Floating IPs" docs="floatingIps" actions={newFloatingIp} />
      <DataTable
        label="Floating IPs"
        rows={floatingIps.data?.items ?? []}
        rowKey={(ip) => ip.name}
        filter={{ name: (ip) => ip.name }}
        paginated={pagination.hasPrev || Boolean(floatingIps.data?.nextPage)}
        columns={[
          { header: 'Name', serverSort: true, cell: (ip) => ip.name },
          { header: 'Description', sortValue: (ip) => ip.description, cell: (ip) => ip.description },
          {
            header: 'IP address',
            sortValue: (ip) => ip.ip,
            cell: (ip) => (
              <Flex gap="2" align="center">
                {ip.ip}
                <CopyButton text={ip.ip} label={`Copy IP address of ${ip.name}`} />
              </Flex>
            ),
          },
          {
            header: 'IP pool',
            sortValue: (ip) => poolName(ip.ipPoolId),
            cell: (ip) => poolName(ip.ipPoolId),
          },
          {
            header: 'Instance',
            sortValue: (ip) => (ip.instanceId ? (instanceName(ip.instanceId) ?? ip.instanceId) : undefined),
            cell: (ip) => {
              if (!ip.instanceId) return <Text color="gray">—</Text>;
              const name = instanceName(ip.instanceId);
              return name ? (
                <Link asChild>
                  <RouterLink
                    to="/projects/$project/instances/$instance"
                    params={{ project, instance: name }}
                  >
                    <TruncatedText text={name} maxLength={NAME_LIMITS.cell} focusable={false} />
                  </RouterLink>
                </Link>
              ) : (
                ip.instanceId
              );
            },
          },
          {
            header: 'Created',
            sortValue: (ip) => ip.timeCreated,
            cell: (ip) => formatRelativeTime(ip.timeCreated),
          },
        ]}
        actions={(ip) => [
          {
            label: 'Edit',
            disabledReason: unauthorized,
            onActivate: () =>
              navigate({
                to: '/projects/$project/floating-ips/$floatingIp/edit',
                search: true,
                params: { project, floatingIp: ip.name },
              }),
          },
          ip.instanceId
            ? {
                label: 'Detach',
                disabledReason: unauthorized,
                onActivate: () =>
                  confirmAction({
                    modalTitle: 'Detach floating IP',
                    modalContent: `Are you sure you want to detach floating IP ${ip.name} from instance ${
                      instanceName(ip.instanceId ?? '') ?? ip.instanceId
                    }? The instance will no longer be reachable at ${ip.ip}.`,
                    errorTitle: 'Could not detach floating IP',
                    actionType: 'danger',
                    doAction: () => detach.mutateAsync({ path: { floatingIp: ip.name }, query: { project } }),
                  }),
              }
            : { label: 'Attach', disabledReason: unauthorized, onActivate: () => setAttaching(ip) },
          {
            label: 'Export as Terraform',
            onActivate: () => terraform.open({ project, resourceId: ip.id }),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized ?? (ip.instanceId ? ATTACHED_REASON : undefined),
            onActivate: () =>
              confirmDelete({
                resourceKind: 'floating IP',
                label: `Are you sure you want to delete floating IP ${ip.name}?`,
                doDelete: () => deleteIp.mutateAsync({ path: { floatingIp: ip.name }, query: { project } }),
              }),
          },
        ]}
        empty={
          floatingIps.isSuccess ? (
            <EmptyState
              title="No floating IPs"
              body="You need to create a floating IP to be able to see it here."
              action={newFloatingIp}
            />
          ) : undefined
        }
      />
      <PaginationBar
        pagination={pagination}
        nextPage={floatingIps.data?.nextPage}
        loading={floatingIps.isFetching}
      />
      {attaching ? (
        <AttachFloatingIpModal
          project={project}
          floatingIp={attaching}
          onDismiss={() => setAttaching(null)}
        />
      ) : null}
      {terraform.dialog}
    </>
  );
}
