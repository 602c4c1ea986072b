import type * as contract from '@rackconsole/sdk/contract';
import { invalidRequest } from '../runtime/errors';
import type { Actor, Handlers } from '../runtime/types';
import type { Db, Tables } from '../store/db';
import { isUuid, newId } from '../store/ids';
import { requireProject, signedIn } from './authz';
import { advanceInstances, findInstance } from './instances';
import { pageOf } from './paginate';
import { ensureUniqueName, findByNameOrId } from './select';
import { allocateExternalIp, releaseExternalIp } from './system-ip-pools';
import type { Wire } from './tables';
import { checkScopeChain, findById, findOwnerProject, required, rowsWhere } from './vpc-lookup';

declare module '../store/db' {
  interface Tables {
    floatingIps: Wire<typeof contract.FloatingIp>;
  }
}

type FloatingIpRow = Tables['floatingIps'];

/** Run states in which an instance has (or has no) VMM steadily enough to change its addresses. */
const ADDRESS_CHANGE_STATES = new Set(['running', 'stopped']);

/** The floating IPs attached to an instance (listed among the instance's external IPs). */
export const floatingIpsOfInstance = (db: Db, instanceId: string): FloatingIpRow[] =>
  [...db.table('floatingIps').values()].filter((row) => row.instance_id === instanceId);

/** A floating IP by name (within `project`) or by id. */
function findFloatingIp(
  db: Db,
  actor: Actor | undefined,
  selector: string,
  project?: string | null,
): FloatingIpRow {
  const who = signedIn(actor);
  checkScopeChain('floating_ip', selector, [['project', project]]);
  if (isUuid(selector)) return findById(db, who, db.table('floatingIps'), 'floating-ip', selector);
  const owner = findOwnerProject(db, who, project as string);
  return findByNameOrId(rowsWhere(db.table('floatingIps'), 'project_id', owner.id), 'floating-ip', selector);
}

export interface FloatingIpParams {
  name: string;
  description: string;
  address_allocator: Wire<typeof contract.AddressAllocator>;
}

/** Creates a floating IP in a project, with an address from the silo's pools. */
export function createFloatingIp(
  db: Db,
  project: { id: string; silo_id: string },
  params: FloatingIpParams,
  now: Date,
  id: string = newId(),
): FloatingIpRow {
  ensureUniqueName(rowsWhere(db.table('floatingIps'), 'project_id', project.id), 'floating-ip', params.name);
  const allocator = params.address_allocator;
  const selection =
    allocator.type === 'explicit'
      ? { ip: allocator.ip }
      : allocator.pool_selector.type === 'explicit'
        ? { pool: allocator.pool_selector.pool }
        : { ip_version: allocator.pool_selector.ip_version ?? null };
  const address = allocateExternalIp(db, project.silo_id, selection, 'floating');
  const time = now.toISOString();
  const row: FloatingIpRow = {
    id,
    name: params.name,
    description: params.description,
    ip: address.ip,
    ip_pool_id: address.ip_pool_id,
    project_id: project.id,
    instance_id: null,
    time_created: time,
    time_modified: time,
  };
  db.table('floatingIps').set(row.id, row);
  return row;
}

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
