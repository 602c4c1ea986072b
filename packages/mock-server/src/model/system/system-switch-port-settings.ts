import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import { isUuid, newId } from '../../store/ids';
import type { Wire } from '../../store/tables';
import type { BodyOf } from '../core/context';
import { invalidRequest, PlatformError } from '../core/errors';
import { formatIp, ipValue } from '../core/ip-address';
import { findPortSettings, type PortSettingsRow, reserveFromLot } from './system-networking-store';

export type Create = BodyOf<'networking_switch_port_settings_create'>;

export type Peer = Wire<typeof contract.BgpPeer>;

/** The platform's own checks on BGP MD5 keys: at most 80 printable ASCII characters. */
export function checkMd5Keys(body: Create) {
  for (const { peers } of body.bgp_peers) {
    for (const peer of peers) {
      const key = peer.md5_auth_key;
      if (!key) continue;
      const addr = peer.addr.type === 'numbered' ? peer.addr.target_addr : 'unnumbered';
      const problem =
        key.length > 80
          ? `md5 auth key for ${addr} is longer than 80 characters`
          : /[^\x20-\x7e]/.test(key)
            ? `md5 auth key for ${addr} must be printable ascii`
            : undefined;
      if (problem) {
        throw new PlatformError(400, 'InvalidValue', `unsupported value for "md5_auth_key": ${problem}`);
      }
    }
  }
}

/** A row named by name or id among candidates, or undefined. */
export const byNameOrId = <Row extends { id: string; name: string }>(rows: Iterable<Row>, selector: string) =>
  [...rows].find((row) => (isUuid(selector) ? row.id === selector : row.name === selector));

export function resolvePeers(db: Db, body: Create): PortSettingsRow['bgp_peers'] {
  return body.bgp_peers.flatMap(({ link_name, peers }) =>
    peers.map((peer: Peer) => {
      const config = byNameOrId(db.table('bgpConfigs').values(), peer.bgp_config);
      if (!config) throw invalidRequest('BGP config not found');
      return { ...peer, bgp_config: config.id, interface_name: link_name };
    }),
  );
}

export function resolveAddresses(
  db: Db,
  body: Create,
  psid: string,
  replacing?: string,
): PortSettingsRow['addresses'] {
  const claimed = new Set<string>();
  return body.addresses.flatMap(({ link_name, addresses }) =>
    addresses.map((entry) => {
      const lot = byNameOrId(db.table('addressLots').values(), entry.address_lot);
      if (!lot) throw invalidRequest('AddressLot not found');
      const [host = '', width = ''] = entry.address.split('/');
      const address = ipValue(host);
      if (!address) throw invalidRequest('address not in lot');
      const key = `${lot.id}/${formatIp(address)}`;
      if (claimed.has(key)) throw invalidRequest('address unavailable');
      claimed.add(key);
      const block = reserveFromLot(db, lot.id, address, {
        anycast: false,
        replacingPortSettingsId: replacing,
      });
      return {
        port_settings_id: psid,
        address_lot_id: lot.id,
        address_lot_name: lot.name,
        address_lot_block_id: block.id,
        address: `${formatIp(address)}/${width}`,
        vlan_id: entry.vlan_id ?? null,
        interface_name: link_name,
      };
    }),
  );
}

/** Port settings in their stored (and wire) shape, every reference resolved and checked. */
export function buildSettings(
  db: Db,
  body: Create,
  existing: PortSettingsRow | undefined,
  time: string,
): PortSettingsRow {
  const psid = existing?.id ?? newId();
  const groups = body.groups.map((group) => ({
    port_settings_id: psid,
    port_settings_group_id: findPortSettings(db, group).id,
  }));
  const bgp_peers = resolvePeers(db, body);
  const addresses = resolveAddresses(db, body, psid, existing?.id);
  return {
    id: psid,
    name: body.name,
    description: body.description,
    time_created: existing?.time_created ?? time,
    time_modified: time,
    port: { port_settings_id: psid, geometry: body.port_config.geometry },
    links: body.links.map(({ lldp, tx_eq, ...link }) => ({
      ...link,
      port_settings_id: psid,
      fec: link.fec ?? null,
      lldp_link_config: { id: newId(), ...lldp },
      tx_eq_config: tx_eq ?? null,
    })),
    interfaces: body.interfaces.map((entry) => ({
      id: newId(),
      port_settings_id: psid,
      interface_name: entry.link_name,
      v6_enabled: entry.v6_enabled,
      kind: entry.kind,
    })),
    routes: body.routes.flatMap(({ link_name, routes }) =>
      routes.map((route) => ({
        port_settings_id: psid,
        interface_name: link_name,
        dst: route.dst,
        gw: route.gw,
        vlan_id: route.vid ?? null,
        rib_priority: route.rib_priority ?? null,
      })),
    ),
    bgp_peers,
    addresses,
    groups,
  };
}
