import { NETWORKING, requireProject } from '../model/authz';
import { pageOf } from '../model/paginate';
import { findProject } from '../model/projects';
import { ensureUniqueName } from '../model/select';
import { findVpc, required, rowsWhere } from '../model/vpc-lookup';
import { createVpc, deleteVpc } from '../model/vpcs';
import { timestamp } from '../store/ids';
import type { Handlers } from './types';

export const vpcOnlyHandlers: Handlers = {
  vpc_list: ({ db, actor, query }) => {
    const project = findProject(db, actor, required(query.project, 'project'));
    return pageOf(db.table('vpcs'), { column: 'project_id', value: project.id }, query);
  },

  vpc_create: ({ db, actor, query, body, now }) => {
    const project = findProject(db, actor, query.project);
    requireProject(db, actor, project.id, NETWORKING);
    return createVpc(db, project.id, body, now);
  },

  vpc_view: ({ db, actor, path, query }) => findVpc(db, actor, path.vpc, query.project),

  vpc_update: ({ db, actor, path, query, body, now }) => {
    const vpc = findVpc(db, actor, path.vpc, query.project);
    requireProject(db, actor, vpc.project_id, NETWORKING);
    if (body.name)
      ensureUniqueName(rowsWhere(db.table('vpcs'), 'project_id', vpc.project_id), 'vpc', body.name, vpc.id);
    Object.assign(vpc, {
      name: body.name ?? vpc.name,
      description: body.description ?? vpc.description,
      dns_name: body.dns_name ?? vpc.dns_name,
      time_modified: timestamp(now),
    });
    db.table('vpcs').set(vpc.id, vpc);
    return vpc;
  },

  vpc_delete: ({ db, actor, path, query }) => {
    const vpc = findVpc(db, actor, path.vpc, query.project);
    requireProject(db, actor, vpc.project_id, NETWORKING);
    deleteVpc(db, vpc);
  },
};

/** VPCs with their subnets and firewall rules (routers are served from vpc-routers.ts). */
export const vpcHandlers: Handlers = { ...vpcOnlyHandlers };
