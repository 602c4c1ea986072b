import { newId } from '../../store/ids';
import { advanceInstances } from '../compute/compute-lifecycle';
import { instanceToAttach, requireDetachable } from '../compute/instance-attachments';
import { findInstance } from '../compute/instance-select';
import { requireProject, signedIn } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest } from '../core/errors';
import { paginate } from '../core/paginate';
import { ensureUniqueName, renameRow } from '../core/select';
import {
  type ExternalSubnetRow,
  externalSubnetsOfInstance,
  findExternalSubnet,
  save,
} from '../vpc/external-subnets';
import { allocateSubnet, SUBNET_STILL_ATTACHED } from '../vpc/subnet-pools';
import { findOwnerProject, required, rowsWhere } from '../vpc/vpc-lookup';

export const externalSubnetList: Operation<'external_subnet_list'> = ({ db, actor, query }) => {
  const project = findOwnerProject(db, signedIn(actor), required(query.project, 'project'));
  return paginate(rowsWhere(db.table('externalSubnets'), 'project_id', project.id), query);
};

export const externalSubnetCreate: Operation<'external_subnet_create'> = ({
  db,
  actor,
  query,
  body,
  now,
}) => {
  const project = findOwnerProject(db, signedIn(actor), query.project);
  requireProject(db, actor, project.id, 'limited_collaborator');
  ensureUniqueName(
    rowsWhere(db.table('externalSubnets'), 'project_id', project.id),
    'external-subnet',
    body.name,
  );
  const allocation = allocateSubnet(db, project.silo_id, body.allocator);
  const time = now.toISOString();
  const row: ExternalSubnetRow = {
    id: newId(),
    name: body.name,
    description: body.description,
    project_id: project.id,
    subnet: allocation.subnet,
    subnet_pool_id: allocation.pool.id,
    subnet_pool_member_id: allocation.member.id,
    instance_id: null,
    time_created: time,
    time_modified: time,
  };
  db.table('externalSubnets').set(row.id, row);
  return row;
};

export const externalSubnetView: Operation<'external_subnet_view'> = ({ db, actor, path, query }) =>
  findExternalSubnet(db, actor, path.external_subnet, query.project);

export const externalSubnetUpdate: Operation<'external_subnet_update'> = ({
  db,
  actor,
  path,
  query,
  body,
  now,
}) => {
  const row = findExternalSubnet(db, actor, path.external_subnet, query.project);
  requireProject(db, actor, row.project_id, 'limited_collaborator');
  const table = db.table('externalSubnets');
  return renameRow(table, rowsWhere(table, 'project_id', row.project_id), 'external-subnet', row, body, now);
};

export const externalSubnetDelete: Operation<'external_subnet_delete'> = ({ db, actor, path, query }) => {
  const row = findExternalSubnet(db, actor, path.external_subnet, query.project);
  requireProject(db, actor, row.project_id, 'limited_collaborator');
  if (row.instance_id) throw invalidRequest(SUBNET_STILL_ATTACHED);
  db.table('externalSubnets').delete(row.id);
};

export const externalSubnetAttach: Operation<'external_subnet_attach'> = ({
  db,
  actor,
  path,
  query,
  body,
  now,
  settings,
}) => {
  const row = findExternalSubnet(db, actor, path.external_subnet, query.project);
  requireProject(db, actor, row.project_id, 'limited_collaborator');
  advanceInstances(db, now, settings);
  const instance = instanceToAttach(db, actor, row, body.instance, 'external subnet');
  if (!instance) return row;
  return save(db, row, { instance_id: instance.id }, now);
};

export const externalSubnetDetach: Operation<'external_subnet_detach'> = ({
  db,
  actor,
  path,
  query,
  now,
  settings,
}) => {
  const row = findExternalSubnet(db, actor, path.external_subnet, query.project);
  requireProject(db, actor, row.project_id, 'limited_collaborator');
  if (!row.instance_id) throw invalidRequest('external subnet is not attached to an instance');
  advanceInstances(db, now, settings);
  requireDetachable(db, row.instance_id, 'external subnet');
  return save(db, row, { instance_id: null }, now);
};

export const instanceExternalSubnetList: Operation<'instance_external_subnet_list'> = ({
  db,
  actor,
  path,
  query,
}) => {
  const instance = findInstance(db, actor, path.instance, query.project);
  return { items: externalSubnetsOfInstance(db, instance.id), next_page: null };
};
