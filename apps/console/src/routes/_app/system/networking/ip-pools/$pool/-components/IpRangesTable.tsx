import { formatRelativeTime, type IpPool } from '@rackconsole/sdk';
import { Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ipPoolRangesQuery } from '~/api/ipPools';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** The address ranges of a pool, with adding (in a side panel) and removing (after confirmation). */
export function IpRangesTable({ pool }: { pool: IpPool }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const ranges = useQuery(ipPoolRangesQuery(pool.name));
  const remove = useApiMutation('systemIpPoolRangeRemove', {
    onSuccess: () => invalidate('systemIpPoolRangeList', 'systemIpPoolUtilizationView'),
  });
  const addRange = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() =>
        navigate({ to: '/system/networking/ip-pools/$pool/ranges-add', params: { pool: pool.name } })
      }
    >
      Add range
    </ActionButton>
  );
  return (
    <Flex direction="column" gap="3" mt="4">
      {ranges.data?.items.length ? <Flex justify="end">{addRange}</Flex> : null}
      <DataTable
        label="IP ranges"
        rows={ranges.data?.items ?? []}
        rowKey={(item) => `${item.range.first}–${item.range.last}`}
        viewKey="ranges"
        filter={{ name: (item) => `${item.range.first} ${item.range.last}` }}
        columns={[
          { header: 'First', sortValue: (item) => item.range.first, cell: (item) => item.range.first },
          { header: 'Last', sortValue: (item) => item.range.last, cell: (item) => item.range.last },
          {
            header: 'Added',
            sortValue: (item) => item.timeCreated,
            cell: (item) => formatRelativeTime(item.timeCreated),
          },
        ]}
        actions={(item) => [
          {
            label: 'Remove',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmAction({
                modalTitle: 'Confirm remove range',
                modalContent: `Are you sure you want to remove range ${item.range.first}–${item.range.last} from IP pool ${pool.name}?`,
                errorTitle: 'Could not remove range',
                actionType: 'danger',
                doAction: async () => {
                  await remove.mutateAsync({ path: { pool: pool.name }, body: item.range });
                  addToast(`Range ${item.range.first}–${item.range.last} removed`);
                },
              }),
          },
        ]}
        empty={
          ranges.isSuccess ? (
            <EmptyState
              title="No IP ranges"
              body="Add a range to give this pool addresses to allocate."
              action={addRange}
            />
          ) : undefined
        }
      />
    </Flex>
  );
}
