import { useQuery } from '@tanstack/react-query';
import { physicalDiskListQuery } from '~/api/inventory';
import { usePageSearch } from '~/api/systemLists';
import { PaginationBar } from '~/components/PaginationBar';
import { usePagination } from '~/hooks/usePagination';
import { PhysicalDisksTable } from '~/routes/_app/system/inventory/-components/PhysicalDisksTable';

/** Every physical disk of the rack, with the sled it sits in. */
export function DisksTab() {
  const pagination = usePagination();
  const disks = useQuery(physicalDiskListQuery(usePageSearch()));
  return (
    <>
      <PhysicalDisksTable disks={disks.data?.items ?? []} loaded={disks.isSuccess} />
      <PaginationBar pagination={pagination} nextPage={disks.data?.nextPage} loading={disks.isFetching} />
    </>
  );
}
