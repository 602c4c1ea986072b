import { DISK_ACTION_STATES } from '@rackconsole/sdk';
import type * as contract from '@rackconsole/sdk/contract';
import { invalidRequest } from '../runtime/errors';
import type { Actor, Handlers } from '../runtime/types';
import type { Db, Tables } from '../store/db';
import { requireProject } from './authz';
import { base64Length, type DiskState, describeDiskState, setDiskState, settle } from './compute-lifecycle';
import { findInProject, inProject, projectQuery } from './compute-select';
import { diskRow, draftDisk } from './disk-specs';
import { pageOf } from './paginate';
import { findProject } from './projects';
import { enforceQuota } from './quotas';
import { ensureUniqueName } from './select';
import { createSnapshotOf } from './snapshots';
import type { Wire } from './tables';

declare module '../store/db' {
  interface Tables {
    /** Disks; transient states move on by themselves (see compute-lifecycle.ts). */
    disks: Wire<typeof contract.Disk> & {
      /** States still to come, each lasting `settings.transitionMs`. */
      pending_states: Wire<typeof contract.DiskState>[];
      /** When the current state began counting towards the next pending one. */
      state_clock: string;
    };
  }
}

type DiskRow = Tables['disks'];

/** A disk by name (in the named project) or id, or 404 in the platform's words. */
export function findDisk(db: Db, actor: Actor | undefined, disk: string, project?: string | null): DiskRow {
  return findInProject(db, actor, db.table('disks').values(), 'disk', disk, project);
}

/** The disk and the caller, once the caller is known to be allowed to change it. */
function diskToChange(db: Db, actor: Actor | undefined, disk: string, project?: string | null) {
  const row = findDisk(db, actor, disk, project);
  return { row, who: requireProject(db, actor, row.project_id, 'limited_collaborator') };
}

/** Refuses to move a disk into `target` unless it is in `from`, worded as the platform words it. */
function requireDiskState(row: DiskRow, from: DiskState['state'], target: string) {
  if (row.state.state !== from) {
    throw invalidRequest(`cannot set disk in state ${describeDiskState(row.state)} to "${target}"`);
  }
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The bytes of a bulk write, checked the way the platform's import service checks them. */
function checkBulkWrite(row: DiskRow, data: string, offset: number) {
  if (!BASE64.test(data)) throw invalidRequest('error base64 decoding data: Invalid symbol or padding');
  const length = base64Length(data);
  if (offset % row.block_size !== 0) {
    throw invalidRequest(`offset ${offset} is not a multiple of the block size ${row.block_size}`);
  }
  if (length % row.block_size !== 0) {
    throw invalidRequest(`data length ${length} is not a multiple of the block size ${row.block_size}`);
  }
  if (offset + length > row.size) {
    throw invalidRequest(
      `a write of ${length} bytes at offset ${offset} goes past the end of the disk (${row.size} bytes)`,
    );
  }
}

export const diskHandlers: Handlers = {
  disk_list: (ctx) => {
    settle(ctx);
    const project = findProject(ctx.db, ctx.actor, projectQuery(ctx.query.project));
    return pageOf(ctx.db.table('disks'), { column: 'project_id', value: project.id }, ctx.query);
  },

  disk_create: (ctx) => {
    const { db, actor, query, body, now } = ctx;
    settle(ctx);
    const project = findProject(db, actor, query.project);
    const who = requireProject(db, actor, project.id, 'limited_collaborator');
    ensureUniqueName(inProject(db.table('disks'), project.id), 'disk', body.name);
    const draft = draftDisk(db, who, project, body);
    enforceQuota(db, project.silo_id, { storage: draft.size });
    // A disk for a client to write blocks into is ready for them at once; others are built first.
    const disk = draft.importing
      ? diskRow(draft, project.id, { state: 'import_ready' }, now)
      : diskRow(draft, project.id, { state: 'creating' }, now);
    if (!draft.importing) disk.pending_states = [{ state: 'detached' }];
    db.table('disks').set(disk.id, disk);
    return disk;
  },

  disk_view: (ctx) => {
    settle(ctx);
    return findDisk(ctx.db, ctx.actor, ctx.path.disk, ctx.query.project);
  },

  disk_delete: (ctx) => {
    settle(ctx);
    const { row } = diskToChange(ctx.db, ctx.actor, ctx.path.disk, ctx.query.project);
    if (!(DISK_ACTION_STATES.delete as readonly string[]).includes(row.state.state)) {
      throw invalidRequest(`disk cannot be deleted in state "${row.state.state}"`);
    }
    ctx.db.table('disks').delete(row.id);
  },

  disk_bulk_write_import_start: (ctx) => {
    settle(ctx);
    const { row } = diskToChange(ctx.db, ctx.actor, ctx.path.disk, ctx.query.project);
    requireDiskState(row, 'import_ready', 'importing_from_bulk_writes');
    setDiskState(ctx.db, row, { state: 'importing_from_bulk_writes' }, [], ctx.now);
  },

  disk_bulk_write_import: (ctx) => {
    settle(ctx);
    const { row } = diskToChange(ctx.db, ctx.actor, ctx.path.disk, ctx.query.project);
    if (row.state.state !== 'importing_from_bulk_writes') {
      throw invalidRequest(
        `cannot import blocks with a bulk write for disk in state ${describeDiskState(row.state)}`,
      );
    }
    // The mock keeps no blocks: a checked write is all a client can observe.
    checkBulkWrite(row, ctx.body.base64_encoded_data, ctx.body.offset);
  },

  disk_bulk_write_import_stop: (ctx) => {
    settle(ctx);
    const { row } = diskToChange(ctx.db, ctx.actor, ctx.path.disk, ctx.query.project);
    requireDiskState(row, 'importing_from_bulk_writes', 'import_ready');
    setDiskState(ctx.db, row, { state: 'import_ready' }, [], ctx.now);
  },

  disk_finalize_import: (ctx) => {
    const { db, actor, path, query, body, now } = ctx;
    settle(ctx);
    const { row } = diskToChange(db, actor, path.disk, query.project);
    requireDiskState(row, 'import_ready', 'finalizing');
    if (body.snapshot_name) {
      ensureUniqueName(inProject(db.table('snapshots'), row.project_id), 'snapshot', body.snapshot_name);
      createSnapshotOf(db, row, { name: body.snapshot_name, description: `snapshot of ${row.name}` }, now);
    }
    setDiskState(db, row, { state: 'finalizing' }, [{ state: 'detached' }], now);
  },
};
