import { requireProject, signedIn } from '../model/authz';
import { advanceInstances } from '../model/compute-lifecycle';
import { invalidRequest } from '../model/errors';
import { releaseExternalIp } from '../model/external-ips';
import { ADDRESS_CHANGE_STATES, createFloatingIp, findFloatingIp } from '../model/floating-ips';
import { findInstance } from '../model/instance-select';
import { pageOf } from '../model/paginate';
import { ensureUniqueName } from '../model/select';
import { findOwnerProject, required, rowsWhere } from '../model/vpc-lookup';
import { isUuid } from '../store/ids';
import type { Handlers } from './types';

export const floatingIpHandlers: Handlers = {
  floating_ip_list: ({ db, actor, query }) => {
    const project = findOwnerProject(db, signedIn(actor), required(query.project, 'project'));
    return pageOf(db.table('floatingIps'), { column: 'project_id', value: project.id }, query);
  },

  floating_ip_create: ({ db, actor, query, body, now }) => {
    const project = findOwnerProject(db, signedIn(actor), query.project);
    requireProject(db, actor, project.id, 'limited_collaborator');
    return createFloatingIp(db, project, body, now);
  },

  floating_ip_view: ({ db, actor, path, query }) =>
    findFloatingIp(db, actor, path.floating_ip, query.project),

  floating_ip_update: ({ db, actor, path, query, body, now }) => {
    const row = findFloatingIp(db, actor, path.floating_ip, query.project);
    requireProject(db, actor, row.project_id, 'limited_collaborator');
    if (body.name) {
      ensureUniqueName(
        rowsWhere(db.table('floatingIps'), 'project_id', row.project_id),
        'floating-ip',
        body.name,
        row.id,
      );
    }
    Object.assign(row, {
      name: body.name ?? row.name,
      description: body.description ?? row.description,
      time_modified: now.toISOString(),
    });
    db.table('floatingIps').set(row.id, row);
    return row;
  },

  floating_ip_delete: ({ db, actor, path, query }) => {
    const row = findFloatingIp(db, actor, path.floating_ip, query.project);
    requireProject(db, actor, row.project_id, 'limited_collaborator');
    if (row.instance_id) throw invalidRequest('Floating IP cannot be deleted while attached to an instance');
    releaseExternalIp(db, row.ip);
    db.table('floatingIps').delete(row.id);
  },

  floating_ip_attach: ({ db, actor, path, query, body, now, settings }) => {
    const row = findFloatingIp(db, actor, path.floating_ip, query.project);
    requireProject(db, actor, row.project_id, 'limited_collaborator');
    advanceInstances(db, now, settings);
    // An instance named (not given by id) is looked up in the floating IP's own project.
    const instance = findInstance(db, actor, body.parent, isUuid(body.parent) ? null : row.project_id);
    if (instance.project_id !== row.project_id) {
      throw invalidRequest('floating IP must be in the same project as the instance');
    }
    if (row.instance_id === instance.id) return row;
    if (row.instance_id) {
      throw invalidRequest('floating IP cannot be attached to one instance while still attached to another');
    }
    if (!ADDRESS_CHANGE_STATES.has(instance.run_state)) {
      throw invalidRequest(`cannot attach floating IP to instance in ${instance.run_state} state`);
    }
    Object.assign(row, { instance_id: instance.id, time_modified: now.toISOString() });
    db.table('floatingIps').set(row.id, row);
    return row;
  },

  floating_ip_detach: ({ db, actor, path, query, now, settings }) => {
    const row = findFloatingIp(db, actor, path.floating_ip, query.project);
    requireProject(db, actor, row.project_id, 'limited_collaborator');
    if (!row.instance_id) return row;
    advanceInstances(db, now, settings);
    const state = db.table('instances').get(row.instance_id)?.run_state;
    if (state && !ADDRESS_CHANGE_STATES.has(state)) {
      throw invalidRequest(`cannot detach floating IP from instance in ${state} state`);
    }
    Object.assign(row, { instance_id: null, time_modified: now.toISOString() });
    db.table('floatingIps').set(row.id, row);
    return row;
  },
};
