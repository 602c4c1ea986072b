import type { Snapshot } from '@rackconsole/sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { PageSearch } from '~/api/listSearch';
import { snapshotListQuery } from '~/api/lists';
import { apiQuery } from '~/api/queries';
import { ALL_ITEMS } from '~/constants';

/** A disk by id: snapshots name their source disk only by id. */
export const diskByIdQuery = (id: string) => apiQuery('diskView', { path: { disk: id } });

/** One snapshot, by name within its project. */
export const snapshotQuery = (project: string, snapshot: string) =>
  apiQuery('snapshotView', { path: { snapshot }, query: { project } });

/** Loads a page of snapshots and their source disks, so the list renders complete. */
export async function loadSnapshots(queryClient: QueryClient, project: string, search: PageSearch) {
  const snapshots = await queryClient.ensureQueryData(snapshotListQuery(project, search));
  const diskIds = new Set(snapshots.items.map((snapshot) => snapshot.diskId));
  await Promise.all([...diskIds].map((id) => queryClient.prefetchQuery(diskByIdQuery(id))));
}

/** Snapshots being taken cannot be deleted; ready and faulted ones can. */
const DELETABLE: readonly Snapshot['state'][] = ['ready', 'faulted'];

/** Why a snapshot cannot be deleted in its state, or undefined when it can. */
export const snapshotDeleteReason = (snapshot: Snapshot) =>
  DELETABLE.includes(snapshot.state) ? undefined : 'Only ready or faulted snapshots can be deleted';

/** Why no image can be made from a snapshot in its state, or undefined when one can. */
export const snapshotImageReason = (snapshot: Snapshot) =>
  snapshot.state === 'ready' ? undefined : 'Only ready snapshots can be made into images';

/** Every disk of the project, for the disk picker. */
export const snapshotDiskChoicesQuery = (project: string) =>
  apiQuery('diskList', { query: { project, limit: ALL_ITEMS } });
