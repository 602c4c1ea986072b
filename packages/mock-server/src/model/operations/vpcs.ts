import { NETWORKING, requireProject } from '../core/authz';
import type { Operation } from '../core/context';
import { pageOf } from '../core/paginate';
import { renameRow } from '../core/select';
import { findProject } from '../identity/projects';
import { findVpc, required, rowsWhere } from '../vpc/vpc-lookup';
import { createVpc, deleteVpc } from '../vpc/vpcs';

export const vpcList: Operation<'vpc_list'> = ({ db, actor, query }) => {
  const project = findProject(db, actor, required(query.project, 'project'));
  return pageOf(db.table('vpcs'), { column: 'project_id', value: project.id }, query);
};

export const vpcCreate: Operation<'vpc_create'> = ({ db, actor, query, body, now }) => {
  const project = findProject(db, actor, query.project);
  requireProject(db, actor, project.id, NETWORKING);
  return createVpc(db, project.id, body, now);
};

export const vpcView: Operation<'vpc_view'> = ({ db, actor, path, query }) =>
  findVpc(db, actor, path.vpc, query.project);

export const vpcUpdate: Operation<'vpc_update'> = ({ db, actor, path, query, body, now }) => {
  const vpc = findVpc(db, actor, path.vpc, query.project);
  requireProject(db, actor, vpc.project_id, NETWORKING);
  const table = db.table('vpcs');
  return renameRow(table, rowsWhere(table, 'project_id', vpc.project_id), 'vpc', vpc, body, now, {
    dns_name: body.dns_name ?? vpc.dns_name,
  });
};

export const vpcDelete: Operation<'vpc_delete'> = ({ db, actor, path, query }) => {
  const vpc = findVpc(db, actor, path.vpc, query.project);
  requireProject(db, actor, vpc.project_id, NETWORKING);
  deleteVpc(db, vpc);
};
