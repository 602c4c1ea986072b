import { type Disk, isDiskTransient } from '@rackconsole/sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { PageSearch } from '~/api/listSearch';
import { ALL_ITEMS } from '~/constants';
import { diskListQuery } from './lists';
import { apiQuery } from './queries';

/**
 * How often storage lists poll while a disk or snapshot is changing state: the platform moves it on by
 * itself within seconds, so the list follows closely; once everything has settled, polling stops.
 */
export const STORAGE_POLL_MS = 1000;

/** The polling interval for a page of disks: while any is transient, otherwise none. */
export const pollWhileDisksTransient = (disks: readonly Disk[] | undefined) =>
  disks?.some(isDiskTransient) ? STORAGE_POLL_MS : false;

/** The instance a disk is attached to (or attaching to, or detaching from), by id. */
export const diskInstanceId = (disk: Disk) => ('instance' in disk.state ? disk.state.instance : undefined);

/** An instance by id: ids are unique across projects, so no project is named. */
/** One disk of a project, by name or id. */
export const diskQuery = (project: string, disk: string) =>
  apiQuery('diskView', { path: { disk }, query: { project } });

export const instanceByIdQuery = (id: string) => apiQuery('instanceView', { path: { instance: id } });

/** Loads a page of disks and the instances they are attached to, so the list renders complete. */
export async function loadDisks(queryClient: QueryClient, project: string, search: PageSearch) {
  const disks = await queryClient.ensureQueryData(diskListQuery(project, search));
  const instanceIds = new Set(disks.items.map(diskInstanceId).filter((id) => id !== undefined));
  await Promise.all([...instanceIds].map((id) => queryClient.prefetchQuery(instanceByIdQuery(id))));
}

/** The images a project's disks can start from (the project's and the silo's) and its ready snapshots. */
export const diskSourceQueries = (project: string) => ({
  projectImages: apiQuery('imageList', { query: { project, limit: ALL_ITEMS } }),
  siloImages: apiQuery('imageList', { query: { limit: ALL_ITEMS } }),
  snapshots: apiQuery('snapshotList', { query: { project, limit: ALL_ITEMS } }),
});
