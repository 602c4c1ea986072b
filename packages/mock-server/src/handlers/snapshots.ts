import { DISK_ACTION_STATES } from '@rackconsole/sdk';
import type * as contract from '@rackconsole/sdk/contract';
import { invalidRequest } from '../runtime/errors';
import type { Actor, Handlers } from '../runtime/types';
import type { Db, Tables } from '../store/db';
import { isUuid, newId } from '../store/ids';
import { requireProject } from './authz';
import { settle } from './compute-lifecycle';
import { findInProject, inProject, projectQuery } from './compute-select';
import { findDisk } from './disks';
import { pageOf } from './paginate';
import { findProject } from './projects';
import { ensureUniqueName } from './select';
import type { Wire } from './tables';

declare module '../store/db' {
  interface Tables {
    /** Snapshots keep the block size of their disk, which disks and images made from them inherit. */
    snapshots: Wire<typeof contract.Snapshot> & { block_size: Wire<typeof contract.BlockSize> };
  }
}

type SnapshotRow = Tables['snapshots'];
type DiskRow = Tables['disks'];

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
const DELETABLE = new Set<SnapshotRow['state']>(['ready', 'faulted']);

export const snapshotHandlers: Handlers = {
  snapshot_list: (ctx) => {
    const project = findProject(ctx.db, ctx.actor, projectQuery(ctx.query.project));
    return pageOf(ctx.db.table('snapshots'), { column: 'project_id', value: project.id }, ctx.query);
  },

  snapshot_create: (ctx) => {
    const { db, actor, query, body, now } = ctx;
    settle(ctx);
    const project = findProject(db, actor, query.project);
    requireProject(db, actor, project.id, 'limited_collaborator');
    ensureUniqueName(inProject(db.table('snapshots'), project.id), 'snapshot', body.name);
    // The disk is named in the snapshot's project, or given by id.
    const disk = findDisk(db, actor, body.disk, isUuid(body.disk) ? undefined : query.project);
    if (disk.project_id !== project.id) throw invalidRequest('disk does not belong to this project');
    if (disk.disk_type === 'local') throw invalidRequest('local disks cannot be snapshotted');
    if (!(DISK_ACTION_STATES.snapshot as readonly string[]).includes(disk.state.state)) {
      throw invalidRequest(`cannot snapshot disk in state "${disk.state.state}"`);
    }
    return createSnapshotOf(db, disk, { name: body.name, description: body.description }, now);
  },

  snapshot_view: ({ db, actor, path, query }) => findSnapshot(db, actor, path.snapshot, query.project),

  snapshot_delete: ({ db, actor, path, query }) => {
    const snapshot = findSnapshot(db, actor, path.snapshot, query.project);
    requireProject(db, actor, snapshot.project_id, 'limited_collaborator');
    if (!DELETABLE.has(snapshot.state)) {
      throw invalidRequest(`snapshot cannot be deleted in state "${snapshot.state}"`);
    }
    db.table('snapshots').delete(snapshot.id);
  },
};
