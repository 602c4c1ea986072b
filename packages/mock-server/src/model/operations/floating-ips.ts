import { advanceInstances } from '../compute/compute-lifecycle';
import { instanceToAttach, requireDetachable } from '../compute/instance-attachments';
import { requireProject, signedIn } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest } from '../core/errors';
import { pageOf } from '../core/paginate';
import { renameRow } from '../core/select';
import { releaseExternalIp } from '../vpc/external-ips';
import { createFloatingIp, findFloatingIp } from '../vpc/floating-ips';
import { findOwnerProject, required, rowsWhere } from '../vpc/vpc-lookup';

export const floatingIpList: Operation<'floating_ip_list'> = ({ db, actor, query }) => {
  const project = findOwnerProject(db, signedIn(actor), required(query.project, 'project'));
  return pageOf(db.table('floatingIps'), { column: 'project_id', value: project.id }, query);
};

export const floatingIpCreate: Operation<'floating_ip_create'> = ({ db, actor, query, body, now }) => {
  const project = findOwnerProject(db, signedIn(actor), query.project);
  requireProject(db, actor, project.id, 'limited_collaborator');
  return createFloatingIp(db, project, body, now);
};

export const floatingIpView: Operation<'floating_ip_view'> = ({ db, actor, path, query }) =>
  findFloatingIp(db, actor, path.floating_ip, query.project);

export const floatingIpUpdate: Operation<'floating_ip_update'> = ({ db, actor, path, query, body, now }) => {
  const row = findFloatingIp(db, actor, path.floating_ip, query.project);
  requireProject(db, actor, row.project_id, 'limited_collaborator');
  const table = db.table('floatingIps');
  return renameRow(table, rowsWhere(table, 'project_id', row.project_id), 'floating-ip', row, body, now);
};

export const floatingIpDelete: Operation<'floating_ip_delete'> = ({ db, actor, path, query }) => {
  const row = findFloatingIp(db, actor, path.floating_ip, query.project);
  requireProject(db, actor, row.project_id, 'limited_collaborator');
  if (row.instance_id) throw invalidRequest('Floating IP cannot be deleted while attached to an instance');
  releaseExternalIp(db, row.ip);
  db.table('floatingIps').delete(row.id);
};

export const floatingIpAttach: Operation<'floating_ip_attach'> = ({
  db,
  actor,
  path,
  query,
  body,
  now,
  settings,
}) => {
  const row = findFloatingIp(db, actor, path.floating_ip, query.project);
  requireProject(db, actor, row.project_id, 'limited_collaborator');
  advanceInstances(db, now, settings);
  const instance = instanceToAttach(db, actor, row, body.parent, 'floating IP');
  if (!instance) return row;
  Object.assign(row, { instance_id: instance.id, time_modified: now.toISOString() });
  db.table('floatingIps').set(row.id, row);
  return row;
};

export const floatingIpDetach: Operation<'floating_ip_detach'> = ({
  db,
  actor,
  path,
  query,
  now,
  settings,
}) => {
  const row = findFloatingIp(db, actor, path.floating_ip, query.project);
  requireProject(db, actor, row.project_id, 'limited_collaborator');
  if (!row.instance_id) return row;
  advanceInstances(db, now, settings);
  requireDetachable(db, row.instance_id, 'floating IP');
  Object.assign(row, { instance_id: null, time_modified: now.toISOString() });
  db.table('floatingIps').set(row.id, row);
  return row;
};
