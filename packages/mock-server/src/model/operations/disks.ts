import { DISK_ACTION_STATES } from '@rackconsole/sdk';
import { setDiskState, settle } from '../compute/compute-lifecycle';
import { requireProject } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest } from '../core/errors';
import { pageOf } from '../core/paginate';
import { ensureUniqueName } from '../core/select';
import { inProject, projectQuery } from '../identity/project-select';
import { findProject } from '../identity/projects';
import { enforceQuota } from '../identity/quotas';
import { diskRow, draftDisk } from '../storage/disk-specs';
import {
  checkBulkWrite,
  describeDiskState,
  diskToChange,
  findDisk,
  requireDiskState,
} from '../storage/disks';
import { createSnapshotOf } from '../storage/snapshots';

export const diskList: Operation<'disk_list'> = (ctx) => {
  settle(ctx);
  const project = findProject(ctx.db, ctx.actor, projectQuery(ctx.query.project));
  return pageOf(ctx.db.table('disks'), { column: 'project_id', value: project.id }, ctx.query);
};

export const diskCreate: Operation<'disk_create'> = (ctx) => {
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
};

export const diskView: Operation<'disk_view'> = (ctx) => {
  settle(ctx);
  return findDisk(ctx.db, ctx.actor, ctx.path.disk, ctx.query.project);
};

export const diskDelete: Operation<'disk_delete'> = (ctx) => {
  settle(ctx);
  const { row } = diskToChange(ctx.db, ctx.actor, ctx.path.disk, ctx.query.project);
  if (!(DISK_ACTION_STATES.delete as readonly string[]).includes(row.state.state)) {
    throw invalidRequest(`disk cannot be deleted in state "${row.state.state}"`);
  }
  ctx.db.table('disks').delete(row.id);
};

export const diskBulkWriteImportStart: Operation<'disk_bulk_write_import_start'> = (ctx) => {
  settle(ctx);
  const { row } = diskToChange(ctx.db, ctx.actor, ctx.path.disk, ctx.query.project);
  requireDiskState(row, 'import_ready', 'importing_from_bulk_writes');
  setDiskState(ctx.db, row, { state: 'importing_from_bulk_writes' }, [], ctx.now);
};

export const diskBulkWriteImport: Operation<'disk_bulk_write_import'> = (ctx) => {
  settle(ctx);
  const { row } = diskToChange(ctx.db, ctx.actor, ctx.path.disk, ctx.query.project);
  if (row.state.state !== 'importing_from_bulk_writes') {
    throw invalidRequest(
      `cannot import blocks with a bulk write for disk in state ${describeDiskState(row.state)}`,
    );
  }
  // The mock keeps no blocks: a checked write is all a client can observe.
  checkBulkWrite(row, ctx.body.base64_encoded_data, ctx.body.offset);
};

export const diskBulkWriteImportStop: Operation<'disk_bulk_write_import_stop'> = (ctx) => {
  settle(ctx);
  const { row } = diskToChange(ctx.db, ctx.actor, ctx.path.disk, ctx.query.project);
  requireDiskState(row, 'importing_from_bulk_writes', 'import_ready');
  setDiskState(ctx.db, row, { state: 'import_ready' }, [], ctx.now);
};

export const diskFinalizeImport: Operation<'disk_finalize_import'> = (ctx) => {
  const { db, actor, path, query, body, now } = ctx;
  settle(ctx);
  const { row } = diskToChange(db, actor, path.disk, query.project);
  requireDiskState(row, 'import_ready', 'finalizing');
  if (body.snapshot_name) {
    ensureUniqueName(inProject(db.table('snapshots'), row.project_id), 'snapshot', body.snapshot_name);
    createSnapshotOf(db, row, { name: body.snapshot_name, description: `snapshot of ${row.name}` }, now);
  }
  setDiskState(db, row, { state: 'finalizing' }, [{ state: 'detached' }], now);
};
