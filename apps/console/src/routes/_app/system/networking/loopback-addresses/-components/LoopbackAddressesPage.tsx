import { useQuery } from '@tanstack/react-query';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { usePageSearch } from '~/api/systemLists';
import { loopbackAddressListQuery } from '~/api/systemNetworking';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { ShortId } from '~/components/systemDisplay';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { usePagination } from '~/hooks/usePagination';
import { NetworkingLayout } from '~/routes/_app/system/networking/-components/NetworkingLayout';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** Loopback addresses: the addresses the switches answer on for routing protocols, each from an address lot. */
export function LoopbackAddressesPage() {
  const pagination = usePagination();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const addresses = useQuery(loopbackAddressListQuery(usePageSearch()));
  const deleteAddress = useApiMutation('networkingLoopbackAddressDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('networkingLoopbackAddressList');
      addToast(`Loopback address ${path.address}/${path.subnetMask} deleted`);
    },
  });
  return (
    <NetworkingLayout>
      <DataTable
        label="Loopback addresses"
        rows={addresses.data?.items ?? []}
        rowKey={(loopback) => `${loopback.switchSlot} ${loopback.address}`}
        filter={{ name: (loopback) => loopback.address }}
        paginated={pagination.hasPrev || Boolean(addresses.data?.nextPage)}
        columns={[
          {
            header: 'Address',
            sortValue: (loopback) => loopback.address,
            cell: (loopback) => loopback.address,
          },
          {
            header: 'Switch',
            sortValue: (loopback) => loopback.switchSlot,
            cell: (loopback) => loopback.switchSlot,
          },
          {
            header: 'Rack',
            sortValue: (loopback) => loopback.rackId,
            cell: (loopback) => <ShortId id={loopback.rackId} />,
          },
          {
            header: 'Address lot block',
            cell: (loopback) => <ShortId id={loopback.addressLotBlockId} />,
          },
        ]}
        actions={(loopback) => [
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () => {
              const [address = '', mask = '0'] = loopback.address.split('/');
              confirmDelete({
                resourceKind: 'loopback address',
                label: `Are you sure you want to delete loopback address ${loopback.address} on ${loopback.switchSlot}?`,
                doDelete: () =>
                  deleteAddress.mutateAsync({
                    path: {
                      rackId: loopback.rackId,
                      switchSlot: loopback.switchSlot,
                      address,
                      subnetMask: Number(mask),
                    },
                  }),
              });
            },
          },
        ]}
        empty={
          addresses.isSuccess ? (
            <EmptyState title="No loopback addresses" body="No loopback addresses are configured." />
          ) : undefined
        }
      />
      <PaginationBar
        pagination={pagination}
        nextPage={addresses.data?.nextPage}
        loading={addresses.isFetching}
      />
    </NetworkingLayout>
  );
}
