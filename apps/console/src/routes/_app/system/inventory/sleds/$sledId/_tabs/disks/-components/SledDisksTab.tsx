import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { sledDisksQuery } from '~/api/sleds';
import { usePageSearch } from '~/api/systemLists';
import { PaginationBar } from '~/components/PaginationBar';
import { usePagination } from '~/hooks/usePagination';
import { PhysicalDisksTable } from '~/routes/_app/system/inventory/-components/PhysicalDisksTable';

/** The physical disks in one sled. */
export function SledDisksTab() {
  const { sledId } = useParams({ from: '/_app/system/inventory/sleds/$sledId' });
  const pagination = usePagination();
  const disks = useQuery(sledDisksQuery(sledId, usePageSearch()));
  return (
    <>
      <PhysicalDisksTable disks={disks.data?.items ?? []} loaded={disks.isSuccess} showSled={false} />
      <PaginationBar pagination={pagination} nextPage={disks.data?.nextPage} loading={disks.isFetching} />
    </>
  );
}
