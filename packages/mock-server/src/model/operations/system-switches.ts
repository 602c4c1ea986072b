import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { notFound } from '../core/errors';
import { paginate } from '../core/paginate';
import { findByNameOrId } from '../core/select';
import { findRack } from '../system/hardware-lookup';
import { findPort, linkState, neighborsOf } from '../system/system-switches';

export const switchList: Operation<'switch_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  return paginate(db.table('switches').values(), query, 'id_ascending');
};

export const switchView: Operation<'switch_view'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'viewer');
  const found = db.table('switches').get(path.switch_id);
  if (!found) throw notFound('switch', 'id', path.switch_id);
  return found;
};

export const networkingSwitchPortList: Operation<'networking_switch_port_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  const ports = [...db.table('switchPorts').values()].filter(
    (port) => !query.switch_port_id || port.id === query.switch_port_id,
  );
  return paginate(ports, query, 'id_ascending');
};

export const networkingSwitchPortApplySettings: Operation<'networking_switch_port_apply_settings'> = ({
  db,
  actor,
  path,
  query,
  body,
}) => {
  requireFleet(db, actor, 'admin');
  const port = findPort(db, query.rack_id, query.switch_slot, path.port);
  // Settings are system networking's; a port only points at them.
  const settings = findByNameOrId(
    db.table('switchPortSettings').values(),
    'switch-port-settings',
    body.port_settings,
  );
  port.port_settings_id = settings.id;
  db.table('switchPorts').set(port.id, port);
};

export const networkingSwitchPortClearSettings: Operation<'networking_switch_port_clear_settings'> = ({
  db,
  actor,
  path,
  query,
}) => {
  requireFleet(db, actor, 'admin');
  const port = findPort(db, query.rack_id, query.switch_slot, path.port);
  port.port_settings_id = null;
  db.table('switchPorts').set(port.id, port);
};

export const networkingSwitchPortStatus: Operation<'networking_switch_port_status'> = ({
  db,
  actor,
  path,
  query,
}) => {
  requireFleet(db, actor, 'viewer');
  return linkState(findPort(db, query.rack_id, query.switch_slot, path.port));
};

export const networkingSwitchPortLldpConfigView: Operation<'networking_switch_port_lldp_config_view'> = ({
  db,
  actor,
  path,
  query,
}) => {
  requireFleet(db, actor, 'viewer');
  const port = findPort(db, query.rack_id, query.switch_slot, path.port);
  const config = db.table('lldpLinkConfigs').get(port.id);
  if (!config) throw notFound('lldp-link-config', 'name', path.port);
  return config;
};

export const networkingSwitchPortLldpConfigUpdate: Operation<'networking_switch_port_lldp_config_update'> = ({
  db,
  actor,
  path,
  query,
  body,
}) => {
  requireFleet(db, actor, 'admin');
  const port = findPort(db, query.rack_id, query.switch_slot, path.port);
  db.table('lldpLinkConfigs').set(port.id, { ...body, port_id: port.id });
};

export const networkingSwitchPortLldpNeighbors: Operation<'networking_switch_port_lldp_neighbors'> = ({
  db,
  actor,
  path,
  query,
  now,
}) => {
  requireFleet(db, actor, 'viewer');
  const port = findPort(db, path.rack_id, path.switch_slot, path.port);
  const rack = findRack(db, path.rack_id);
  return paginate(neighborsOf(port, now, rack.time_created), query, 'id_ascending');
};
