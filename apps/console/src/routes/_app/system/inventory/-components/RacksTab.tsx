import { formatRelativeTime } from '@rackconsole/sdk';
import { Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { allSwitchesQuery, rackListQuery } from '~/api/inventory';
import { allSledsQuery, usePageSearch } from '~/api/systemLists';
import { CopyButton } from '~/components/CopyButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { usePagination } from '~/hooks/usePagination';

/** The racks of the fleet, with how many sleds and switches each holds. */
export function RacksTab() {
  const pagination = usePagination();
  const racks = useQuery(rackListQuery(usePageSearch()));
  const sleds = useQuery(allSledsQuery);
  const switches = useQuery(allSwitchesQuery);
  const count = (items: { rackId: string }[] | undefined, rackId: string) =>
    items ? items.filter((item) => item.rackId === rackId).length : '—';
  return (
    <>
      <DataTable
        label="Racks"
        rows={racks.data?.items ?? []}
        rowKey={(rack) => rack.id}
        filter={{ name: (rack) => rack.id }}
        paginated={pagination.hasPrev || Boolean(racks.data?.nextPage)}
        columns={[
          {
            header: 'ID',
            sortValue: (rack) => rack.id,
            cell: (rack) => (
              <Flex gap="2" align="center">
                {rack.id}
                <CopyButton text={rack.id} label="Copy rack ID" />
              </Flex>
            ),
          },
          {
            header: 'Sleds',
            sortValue: (rack) => count(sleds.data?.items, rack.id),
            cell: (rack) => count(sleds.data?.items, rack.id),
          },
          {
            header: 'Switches',
            sortValue: (rack) => count(switches.data?.items, rack.id),
            cell: (rack) => count(switches.data?.items, rack.id),
          },
          {
            header: 'Added',
            sortValue: (rack) => rack.timeCreated,
            cell: (rack) => formatRelativeTime(rack.timeCreated),
          },
        ]}
        empty={
          racks.isSuccess ? <EmptyState title="No racks" body="No racks are part of the fleet." /> : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={racks.data?.nextPage} loading={racks.isFetching} />
    </>
  );
}
