import { NETWORKING, requireProject } from '../model/core/authz';
import { pageOf } from '../model/core/paginate';
import { renameRow } from '../model/core/select';
import { findProject } from '../model/identity/projects';
import { findVpc, required, rowsWhere } from '../model/vpc/vpc-lookup';
import { createVpc, deleteVpc } from '../model/vpc/vpcs';
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
    const table = db.table('vpcs');
    return renameRow(table, rowsWhere(table, 'project_id', vpc.project_id), 'vpc', vpc, body, now, {
      dns_name: body.dns_name ?? vpc.dns_name,
    });
  },

  vpc_delete: ({ db, actor, path, query }) => {
    const vpc = findVpc(db, actor, path.vpc, query.project);
    requireProject(db, actor, vpc.project_id, NETWORKING);
    deleteVpc(db, vpc);
  },
};

/** VPCs with their subnets and firewall rules (routers are served from vpc-routers.ts). */
export const vpcHandlers: Handlers = { ...vpcOnlyHandlers };
