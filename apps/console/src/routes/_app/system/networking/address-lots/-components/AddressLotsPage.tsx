import { type AddressLot, formatRelativeTime } from '@rackconsole/sdk';
import { Badge } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQuery, useApiMutation, useInvalidate } from '~/api/queries';
import { usePageSearch } from '~/api/systemLists';
import { addressLotListQuery } from '~/api/systemNetworking';
import { DataTable } from '~/components/DataTable';
import { SideModal } from '~/components/Modal';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { useTerraformExport } from '~/components/TerraformExport';
import { ALL_ITEMS } from '~/constants';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { usePagination } from '~/hooks/usePagination';
import { NetworkingLayout } from '~/routes/_app/system/networking/-components/NetworkingLayout';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/**
 * Address lots: the blocks of addresses the rack's switches use, for infrastructure (uplinks, loopbacks) or
 * as the pool behind announced prefixes. A lot's blocks open in a side panel.
 */
export function AddressLotsPage() {
  const pagination = usePagination();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const terraform = useTerraformExport();
  const lots = useQuery(addressLotListQuery(usePageSearch()));
  const [viewing, setViewing] = useState<AddressLot | null>(null);
  const deleteLot = useApiMutation('networkingAddressLotDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('networkingAddressLotList');
      addToast(`Address lot ${path.addressLot} deleted`);
    },
  });
  return (
    <NetworkingLayout>
      <DataTable
        label="Address lots"
        rows={lots.data?.items ?? []}
        rowKey={(lot) => lot.name}
        filter={{ name: (lot) => lot.name }}
        paginated={pagination.hasPrev || Boolean(lots.data?.nextPage)}
        columns={[
          { header: 'Name', sortValue: (lot) => lot.name, cell: (lot) => lot.name },
          { header: 'Description', sortValue: (lot) => lot.description, cell: (lot) => lot.description },
          {
            header: 'Kind',
            sortValue: (lot) => lot.kind,
            cell: (lot) => (
              <Badge highContrast variant="soft" color={lot.kind === 'infra' ? 'gray' : 'blue'}>
                {lot.kind}
              </Badge>
            ),
          },
          {
            header: 'Created',
            sortValue: (lot) => lot.timeCreated,
            cell: (lot) => formatRelativeTime(lot.timeCreated),
          },
        ]}
        actions={(lot) => [
          { label: 'View blocks', onActivate: () => setViewing(lot) },
          {
            label: 'Export as Terraform',
            onActivate: () => terraform.open({ systemResourceId: lot.id }),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmDelete({
                resourceKind: 'address lot',
                label: `Are you sure you want to delete address lot ${lot.name}?`,
                doDelete: () => deleteLot.mutateAsync({ path: { addressLot: lot.name } }),
              }),
          },
        ]}
        empty={
          lots.isSuccess ? (
            <EmptyState title="No address lots" body="No address lots have been set up for the rack." />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={lots.data?.nextPage} loading={lots.isFetching} />
      <SideModal
        title={viewing ? `Blocks of ${viewing.name}` : 'Blocks'}
        open={viewing !== null}
        onDismiss={() => setViewing(null)}
      >
        {viewing ? <AddressLotBlocks lot={viewing.name} /> : null}
      </SideModal>
      {terraform.dialog}
    </NetworkingLayout>
  );
}

function AddressLotBlocks({ lot }: { lot: string }) {
  const blocks = useQuery(
    apiQuery('networkingAddressLotBlockList', { path: { addressLot: lot }, query: { limit: ALL_ITEMS } }),
  );
  return (
    <DataTable
      label="Address lot blocks"
      rows={blocks.data?.items ?? []}
      rowKey={(block) => block.id}
      viewKey="blocks"
      filter={{ name: (block) => block.firstAddress }}
      columns={[
        {
          header: 'First address',
          sortValue: (block) => block.firstAddress,
          cell: (block) => block.firstAddress,
        },
        {
          header: 'Last address',
          sortValue: (block) => block.lastAddress,
          cell: (block) => block.lastAddress,
        },
      ]}
      empty={
        blocks.isSuccess ? <EmptyState title="No blocks" body="This lot has no address blocks." /> : undefined
      }
    />
  );
}
