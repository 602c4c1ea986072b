import { formatRelativeTime, type SubnetPool } from '@rackconsole/sdk';
import { Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { subnetPoolMembersQuery } from '~/api/subnetPools';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** The member subnets of a pool, with adding (in a side panel) and removing (after confirmation). */
export function MembersTable({ pool }: { pool: SubnetPool }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const members = useQuery(subnetPoolMembersQuery(pool.name));
  const remove = useApiMutation('systemSubnetPoolMemberRemove', {
    onSuccess: () => invalidate('systemSubnetPoolMemberList', 'systemSubnetPoolUtilizationView'),
  });
  const addMember = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() =>
        navigate({ to: '/system/networking/subnet-pools/$pool/members-add', params: { pool: pool.name } })
      }
    >
      Add subnet
    </ActionButton>
  );
  return (
    <Flex direction="column" gap="3" mt="4">
      {members.data?.items.length ? <Flex justify="end">{addMember}</Flex> : null}
      <DataTable
        label="Member subnets"
        rows={members.data?.items ?? []}
        rowKey={(member) => member.subnet}
        viewKey="members"
        filter={{ name: (member) => member.subnet }}
        columns={[
          { header: 'Subnet', sortValue: (member) => member.subnet, cell: (member) => member.subnet },
          {
            header: 'Prefix lengths',
            sortValue: (member) => member.minPrefixLength,
            cell: (member) => `/${member.minPrefixLength} to /${member.maxPrefixLength}`,
          },
          {
            header: 'Added',
            sortValue: (member) => member.timeCreated,
            cell: (member) => formatRelativeTime(member.timeCreated),
          },
        ]}
        actions={(member) => [
          {
            label: 'Remove',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmAction({
                modalTitle: 'Confirm remove subnet',
                modalContent: `Are you sure you want to remove subnet ${member.subnet} from subnet pool ${pool.name}?`,
                errorTitle: 'Could not remove subnet',
                actionType: 'danger',
                doAction: async () => {
                  await remove.mutateAsync({ path: { pool: pool.name }, body: { subnet: member.subnet } });
                  addToast(`Subnet ${member.subnet} removed`);
                },
              }),
          },
        ]}
        empty={
          members.isSuccess ? (
            <EmptyState
              title="No member subnets"
              body="Add a subnet to give this pool address blocks to allocate."
              action={addMember}
            />
          ) : undefined
        }
      />
    </Flex>
  );
}
