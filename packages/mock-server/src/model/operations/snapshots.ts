import { DISK_ACTION_STATES } from '@rackconsole/sdk';
import { isUuid } from '../../store/ids';
import { settle } from '../compute/compute-lifecycle';
import { requireProject } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest } from '../core/errors';
import { pageOf } from '../core/paginate';
import { ensureUniqueName } from '../core/select';
import { inProject, projectQuery } from '../identity/project-select';
import { findProject } from '../identity/projects';
import { findDisk } from '../storage/disks';
import { createSnapshotOf, DELETABLE, findSnapshot } from '../storage/snapshots';

export const snapshotList: Operation<'snapshot_list'> = (ctx) => {
  const project = findProject(ctx.db, ctx.actor, projectQuery(ctx.query.project));
  return pageOf(ctx.db.table('snapshots'), { column: 'project_id', value: project.id }, ctx.query);
};

export const snapshotCreate: Operation<'snapshot_create'> = (ctx) => {
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
};

export const snapshotView: Operation<'snapshot_view'> = ({ db, actor, path, query }) =>
  findSnapshot(db, actor, path.snapshot, query.project);

export const snapshotDelete: Operation<'snapshot_delete'> = ({ db, actor, path, query }) => {
  const snapshot = findSnapshot(db, actor, path.snapshot, query.project);
  requireProject(db, actor, snapshot.project_id, 'limited_collaborator');
  if (!DELETABLE.has(snapshot.state)) {
    throw invalidRequest(`snapshot cannot be deleted in state "${snapshot.state}"`);
  }
  db.table('snapshots').delete(snapshot.id);
};
