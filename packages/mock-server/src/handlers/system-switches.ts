import { requireFleet } from '../model/core/authz';
import { notFound } from '../model/core/errors';
import { paginate } from '../model/core/paginate';
import { findByNameOrId } from '../model/core/select';
import { findRack } from '../model/system/hardware-lookup';
import { findPort, linkState, neighborsOf } from '../model/system/system-switches';
import type { Handlers } from './types';

export const systemSwitchHandlers: Handlers = {
  switch_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer');
    return paginate(db.table('switches').values(), query, 'id_ascending');
  },

  switch_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer');
    const found = db.table('switches').get(path.switch_id);
    if (!found) throw notFound('switch', 'id', path.switch_id);
    return found;
  },

  networking_switch_port_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer');
    const ports = [...db.table('switchPorts').values()].filter(
      (port) => !query.switch_port_id || port.id === query.switch_port_id,
    );
    return paginate(ports, query, 'id_ascending');
  },

  networking_switch_port_apply_settings: ({ db, actor, path, query, body }) => {
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
  },

  networking_switch_port_clear_settings: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'admin');
    const port = findPort(db, query.rack_id, query.switch_slot, path.port);
    port.port_settings_id = null;
    db.table('switchPorts').set(port.id, port);
  },

  networking_switch_port_status: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer');
    return linkState(findPort(db, query.rack_id, query.switch_slot, path.port));
  },

  networking_switch_port_lldp_config_view: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer');
    const port = findPort(db, query.rack_id, query.switch_slot, path.port);
    const config = db.table('lldpLinkConfigs').get(port.id);
    if (!config) throw notFound('lldp-link-config', 'name', path.port);
    return config;
  },

  networking_switch_port_lldp_config_update: ({ db, actor, path, query, body }) => {
    requireFleet(db, actor, 'admin');
    const port = findPort(db, query.rack_id, query.switch_slot, path.port);
    db.table('lldpLinkConfigs').set(port.id, { ...body, port_id: port.id });
  },

  networking_switch_port_lldp_neighbors: ({ db, actor, path, query, now }) => {
    requireFleet(db, actor, 'viewer');
    const port = findPort(db, path.rack_id, path.switch_slot, path.port);
    const rack = findRack(db, path.rack_id);
    return paginate(neighborsOf(port, now, rack.time_created), query, 'id_ascending');
  },
};
