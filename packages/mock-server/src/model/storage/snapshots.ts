import type { Db } from '../../store/db';
import { newId } from '../../store/ids';
import type { Tables } from '../../store/tables';
import type { Actor } from '../core/context';
import { findInProject } from '../identity/project-select';

export type SnapshotRow = Tables['snapshots'];

export type DiskRow = Tables['disks'];

/** A snapshot by name (in the named project) or id, or 404. */
export function findSnapshot(db: Db, actor: Actor | undefined, snapshot: string, project?: string | null) {
  return findInProject(db, actor, db.table('snapshots').values(), 'snapshot', snapshot, project);
}

/** Takes a snapshot of a disk; the mock's snapshots are ready at once. The caller checks the name. */
export function createSnapshotOf(
  db: Db,
  disk: DiskRow,
  fields: { name: string; description: string },
  now: Date,
): SnapshotRow {
  const time = now.toISOString();
  const snapshot: SnapshotRow = {
    ...fields,
    id: newId(),
    disk_id: disk.id,
    project_id: disk.project_id,
    size: disk.size,
    block_size: disk.block_size,
    state: 'ready',
    time_created: time,
    time_modified: time,
  };
  db.table('snapshots').set(snapshot.id, snapshot);
  return snapshot;
}

/** Snapshots being taken cannot be deleted; ready and faulted ones can (disks and images made from them keep their own copy). */
export const DELETABLE = new Set<SnapshotRow['state']>(['ready', 'faulted']);
