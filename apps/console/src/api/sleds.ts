import type { PageSearch } from '~/api/listSearch';
import { pageParams } from '~/api/lists';
import { apiQuery } from '~/api/queries';

export const sledQuery = (sledId: string) => apiQuery('sledView', { path: { sledId } });

/** A page of the instances running on a sled. */
export const sledInstancesQuery = (sledId: string, search: PageSearch) =>
  apiQuery('sledInstanceList', { path: { sledId }, query: pageParams(search) });

/** A page of a sled's physical disks. */
export const sledDisksQuery = (sledId: string, search: PageSearch) =>
  apiQuery('sledPhysicalDiskList', { path: { sledId }, query: pageParams(search) });
