import { findInstance } from '../compute/instance-select';
import {
  CHANGE_STATES,
  DETACH_STATES,
  findNic,
  instanceNics,
  type NicRow,
  planNics,
  runStateOf,
  withTransitIps,
} from '../compute/network-interfaces';
import { requireProject } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest, notFound } from '../core/errors';
import { paginate } from '../core/paginate';
import { ensureUniqueName } from '../core/select';
import { required } from '../vpc/vpc-lookup';

export const instanceNetworkInterfaceList: Operation<'instance_network_interface_list'> = ({
  db,
  actor,
  query,
}) => {
  const instance = findInstance(db, actor, required(query.instance, 'instance'), query.project);
  return paginate(instanceNics(db, instance.id), query);
};

export const instanceNetworkInterfaceCreate: Operation<'instance_network_interface_create'> = ({
  db,
  actor,
  query,
  body,
  now,
  settings,
}) => {
  const instance = findInstance(db, actor, query.instance, query.project);
  requireProject(db, actor, instance.project_id, 'limited_collaborator');
  if (!CHANGE_STATES.includes(runStateOf(db, instance.id, { now, settings }) ?? '')) {
    throw invalidRequest('Instance must be stopped to attach a new network interface');
  }
  const [nic] = planNics(db, instance, [body], now, (kind, name) => notFound(kind, 'name', name));
  db.table('networkInterfaces').set((nic as NicRow).id, nic as NicRow);
  return nic as NicRow;
};

export const instanceNetworkInterfaceView: Operation<'instance_network_interface_view'> = ({
  db,
  actor,
  path,
  query,
}) => findNic(db, actor, path.interface, query);

export const instanceNetworkInterfaceUpdate: Operation<'instance_network_interface_update'> = ({
  db,
  actor,
  path,
  query,
  body,
  now,
  settings,
}) => {
  const nic = findNic(db, actor, path.interface, query);
  requireProject(db, actor, nic.project_id, 'limited_collaborator');
  if (!CHANGE_STATES.includes(runStateOf(db, nic.instance_id, { now, settings }) ?? '')) {
    throw invalidRequest('Instance must be stopped to update its network interfaces');
  }
  const siblings = instanceNics(db, nic.instance_id);
  if (body.name) ensureUniqueName(siblings, 'instance-network-interface', body.name, nic.id);
  const stack = withTransitIps(nic.ip_stack, body.transit_ips);
  const time = now.toISOString();
  // Promoting a secondary demotes the old primary; `primary: false` leaves things as they are.
  if (body.primary && !nic.primary) {
    for (const other of siblings) {
      if (!other.primary) continue;
      Object.assign(other, { primary: false, time_modified: time });
      db.table('networkInterfaces').set(other.id, other);
    }
  }
  Object.assign(nic, {
    name: body.name ?? nic.name,
    description: body.description ?? nic.description,
    primary: nic.primary || body.primary,
    ip_stack: stack,
    time_modified: time,
  });
  db.table('networkInterfaces').set(nic.id, nic);
  return nic;
};

export const instanceNetworkInterfaceDelete: Operation<'instance_network_interface_delete'> = ({
  db,
  actor,
  path,
  query,
  now,
  settings,
}) => {
  const nic = findNic(db, actor, path.interface, query);
  requireProject(db, actor, nic.project_id, 'limited_collaborator');
  if (!DETACH_STATES.includes(runStateOf(db, nic.instance_id, { now, settings }) ?? '')) {
    throw invalidRequest('Instance must be stopped or failed to detach a network interface');
  }
  if (nic.primary && instanceNics(db, nic.instance_id).length > 1) {
    throw invalidRequest(
      'The primary interface may not be deleted while secondary interfaces are still attached',
    );
  }
  db.table('networkInterfaces').delete(nic.id);
};
