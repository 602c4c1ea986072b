import { DEFAULT_PAGE_SIZE, type Disk, isDiskTransient } from '@rackconsole/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '~/api/queries';
import { type PageSearch, pageSortBy } from '~/hooks/usePagination';
import type { NameSortMode } from '~/hooks/useTableView';

/**
 * How often storage lists poll while a disk or snapshot is changing state: the platform moves it on by
 * itself within seconds, so the list follows closely; once everything has settled, polling stops.
 */
export const STORAGE_POLL_MS = 1000;

/** The polling interval for a page of disks: while any is transient, otherwise none. */
export const pollWhileDisksTransient = (disks: readonly Disk[] | undefined) =>
  disks?.some(isDiskTransient) ? STORAGE_POLL_MS : false;

/** Pickers list every choice in one call: the largest page the platform's clients ask for. */
export const ALL_ITEMS_LIMIT = 1000;

/** Which page of a list to fetch: its size, the token of the page (none for the first) and the name order. */
export interface ListPage {
  limit?: number;
  pageToken?: string;
  sortBy?: NameSortMode;
}

/** The page the URL's pagination names: the last token of its trail, in the URL's name order. */
export const pageOfSearch = (search: PageSearch): ListPage => ({
  limit: search.limit,
  pageToken: search.pages?.split(',').at(-1),
  sortBy: pageSortBy(search),
});

/** A page of the project's disks. */
export const diskListQuery = (project: string, { limit, pageToken, sortBy }: ListPage) =>
  apiQuery('diskList', { query: { project, limit: limit ?? DEFAULT_PAGE_SIZE, pageToken, sortBy } });

/** The instance a disk is attached to (or attaching to, or detaching from), by id. */
export const diskInstanceId = (disk: Disk) => ('instance' in disk.state ? disk.state.instance : undefined);

/** An instance by id: ids are unique across projects, so no project is named. */
export const instanceByIdQuery = (id: string) => apiQuery('instanceView', { path: { instance: id } });

/** Loads a page of disks and the instances they are attached to, so the list renders complete. */
export async function loadDisks(queryClient: QueryClient, project: string, search: PageSearch) {
  const disks = await queryClient.ensureQueryData(diskListQuery(project, pageOfSearch(search)));
  const instanceIds = new Set(disks.items.map(diskInstanceId).filter((id) => id !== undefined));
  await Promise.all([...instanceIds].map((id) => queryClient.prefetchQuery(instanceByIdQuery(id))));
}
