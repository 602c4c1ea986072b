import type { Db } from '../../store/db';
import type { Tables } from '../../store/tables';
import { notFound } from '../core/errors';
import { hash32 } from '../core/synthetic';
import { findRack } from './hardware-lookup';

export type PortRow = Tables['switchPorts'];

export type Slot = PortRow['switch_slot'];

/** A port of a rack's switch, by name, or 404 in the platform's words. */
export function findPort(db: Db, rackId: string, slot: Slot, portName: string): PortRow {
  findRack(db, rackId);
  const port = [...db.table('switchPorts').values()].find(
    (row) => row.rack_id === rackId && row.switch_slot === slot && row.port_name === portName,
  );
  if (!port) throw notFound('switch-port', 'name', portName);
  return port;
}

/** A port's link as the switch reports it: up once settings are applied, as a configured uplink would be. */
export function linkState(port: PortRow) {
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
export function neighborsOf(port: PortRow, now: Date, seenSince: string) {
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
