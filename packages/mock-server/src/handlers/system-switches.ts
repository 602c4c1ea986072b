import type * as contract from '@rackconsole/sdk/contract';
import { notFound } from '../runtime/errors';
import type { Handlers } from '../runtime/types';
import type { Db, Tables } from '../store/db';
import { requireFleet } from './authz';
import { findRack } from './hardware-lookup';
import { paginate } from './paginate';
import { findByNameOrId } from './select';
import { hash32 } from './synthetic';
import type { Wire } from './tables';

declare module '../store/db' {
  interface Tables {
    switches: Wire<typeof contract.Switch> & { slot: 'switch0' | 'switch1' };
    switchPorts: Wire<typeof contract.SwitchPort>;
    /** Each switch port's LLDP configuration, keyed by the port's id. */
    lldpLinkConfigs: Wire<typeof contract.LldpLinkConfig> & { port_id: string };
  }
}

type PortRow = Tables['switchPorts'];
type Slot = PortRow['switch_slot'];

/** A port of a rack's switch, by name, or 404 in the platform's words. */
function findPort(db: Db, rackId: string, slot: Slot, portName: string): PortRow {
  findRack(db, rackId);
  const port = [...db.table('switchPorts').values()].find(
    (row) => row.rack_id === rackId && row.switch_slot === slot && row.port_name === portName,
  );
  if (!port) throw notFound('switch-port', 'name', portName);
  return port;
}

/** A port's link as the switch reports it: up once settings are applied, as a configured uplink would be. */
function linkState(port: PortRow) {
  const configured = Boolean(port.port_settings_id);
  return {
    port_id: port.port_name,
    enabled: configured,
    link_state: configured ? 'up' : 'down',
    fsm_state: configured ? 'link_up' : 'disabled',
    speed: configured ? '100G' : null,
    fec: configured ? 'rs' : null,
    media: configured ? 'optical' : 'none',
    autoneg: false,
  };
}

/** The upstream router an applied uplink sees over LLDP; stable per port. */
function neighborsOf(port: PortRow, now: Date, seenSince: string) {
  if (!port.port_settings_id) return [];
  const seed = hash32(port.id);
  const octets = [0xa8, 0x40, 0x25, (seed >>> 16) & 0xff, (seed >>> 8) & 0xff, seed & 0xff];
  const chassis = octets.map((octet) => octet.toString(16).padStart(2, '0')).join(':');
  const router = port.switch_slot === 'switch0' ? 'a' : 'b';
  return [
    {
      id: `${chassis}/${port.port_name}`,
      chassis_id: chassis,
      first_seen: seenSince,
      last_seen: now.toISOString(),
      link_name: `Ethernet${(seed % 48) + 1}`,
      link_description: `uplink to rack ${port.rack_id.slice(0, 8)} ${port.switch_slot}/${port.port_name}`,
      local_port: port.port_name,
      management_ip: [{ addr: { ip_addr: `192.0.2.${(seed % 200) + 10}` }, interface_num: { if_index: 1 } }],
      system_description: 'Edge router, software 7.4.2',
      system_name: `core-router-${router}`,
    },
  ];
}

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
