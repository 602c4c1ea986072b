import { formatRelativeTime } from '@rackconsole/sdk';
import { Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { routerListQuery, subnetListQuery } from '~/api/vpcs';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { DocsLink } from '~/components/DocsLink';
import { EmptyState } from '~/components/PageHeader';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useVpcParams } from '~/hooks/useRouteParams';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** A VPC's subnets with their address blocks and router, with create, edit and delete. */
export function SubnetsTab() {
  const { project, vpc } = useVpcParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('manageSubnets', project);
  const subnets = useQuery(subnetListQuery(project, vpc));
  const routers = useQuery(routerListQuery(project, vpc));
  const routerName = (id: string | null | undefined) =>
    id ? (routers.data?.items.find((router) => router.id === id)?.name ?? id) : 'System router';
  const deleteSubnet = useApiMutation('vpcSubnetDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('vpcSubnetList');
      addToast(`Subnet ${path.subnet} deleted`);
    },
  });
  const params = { project, vpc };
  const newSubnet = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() => navigate({ to: '/projects/$project/vpcs/$vpc/subnets-new', search: true, params })}
    >
      New subnet
    </ActionButton>
  );
  return (
    <>
      <Flex justify="between" align="center" mb="3" gap="3">
        <DocsLink area="subnets" />
        {newSubnet}
      </Flex>
      <DataTable
        label="Subnets"
        rows={subnets.data?.items ?? []}
        rowKey={(subnet) => subnet.name}
        filter={{ name: (subnet) => subnet.name }}
        columns={[
          { header: 'Name', sortValue: (subnet) => subnet.name, cell: (subnet) => subnet.name },
          {
            header: 'Description',
            sortValue: (subnet) => subnet.description,
            cell: (subnet) => subnet.description,
          },
          {
            header: 'IPv4 block',
            sortValue: (subnet) => subnet.ipv4Block,
            cell: (subnet) => subnet.ipv4Block,
          },
          {
            header: 'IPv6 block',
            sortValue: (subnet) => subnet.ipv6Block,
            cell: (subnet) => subnet.ipv6Block,
          },
          {
            header: 'Router',
            sortValue: (subnet) => routerName(subnet.customRouterId),
            cell: (subnet) => routerName(subnet.customRouterId),
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
                to: '/projects/$project/vpcs/$vpc/subnets/$subnet/edit',
                search: true,
                params: { ...params, subnet: subnet.name },
              }),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmDelete({
                resourceKind: 'subnet',
                label: `Are you sure you want to delete subnet ${subnet.name}?`,
                doDelete: () =>
                  deleteSubnet.mutateAsync({ path: { subnet: subnet.name }, query: { project, vpc } }),
              }),
          },
        ]}
        empty={
          subnets.isSuccess ? (
            <EmptyState
              title="No subnets"
              body="You need to create a subnet to be able to see it here."
              action={newSubnet}
            />
          ) : undefined
        }
      />
    </>
  );
}
