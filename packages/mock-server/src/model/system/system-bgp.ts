import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import type { Wire } from '../../store/tables';
import { type BgpConfigRow, type PortSettingsRow, switchesRunning } from './system-networking-store';

// BGP and BFD. Configurations and announce sets are stored; what the switches report (peer status, routes,
// message history) is derived from the port settings applied to switch ports and the configs they name.

export type SwitchSlot = Wire<typeof contract.SwitchSlot>;

export type Peer = PortSettingsRow['bgp_peers'][number];

/** The ASN a peer is taken to have when its settings leave it to the OPEN message. */
export const UPSTREAM_ASN = 65002;

/** One BGP session: a peer of some port settings, on a switch whose port runs those settings. */
export interface Session {
  peer: Peer;
  config: BgpConfigRow;
  switch: SwitchSlot;
  addr: string;
  peerId: string;
  /** When the session came up: when its settings or config last changed. */
  since: number;
}

export function sessions(db: Db): Session[] {
  const found: Session[] = [];
  for (const settings of db.table('switchPortSettings').values()) {
    settings.bgp_peers.forEach((peer, index) => {
      const config = db.table('bgpConfigs').get(peer.bgp_config);
      if (!config) return;
      // An unnumbered peer is reached at the link-local address it advertises on the link.
      const addr =
        peer.addr.type === 'numbered'
          ? peer.addr.target_addr
          : `fe80::aa40:25ff:fe00:${(index + 1).toString(16)}`;
      const since = Math.max(Date.parse(settings.time_modified), Date.parse(config.time_modified));
      for (const slot of switchesRunning(db, settings.id)) {
        found.push({
          peer,
          config,
          switch: slot,
          addr,
          peerId: peer.addr.type === 'numbered' ? addr : peer.interface_name,
          since,
        });
      }
    });
  }
  return found;
}

export const announcementsOf = (db: Db, setId: string) =>
  [...db.table('bgpAnnouncements').values()].filter((announcement) => announcement.announce_set_id === setId);

/** A minute of a session's life as the routing daemon records it: the OPEN exchange, an update, keepalives. */
export function history(session: Session, db: Db) {
  const at = (offsetSeconds: number) => new Date(session.since + offsetSeconds * 1000).toISOString();
  const prefixes = announcementsOf(db, session.config.bgp_announce_set_id).map((item) => item.network);
  const open = (asn: number) => ({ Open: { version: 4, asn, hold_time: session.peer.hold_time } });
  return {
    sent: [
      { timestamp: at(0), message: open(session.config.asn) },
      { timestamp: at(1), message: { Update: { nlri: prefixes } } },
      { timestamp: at(session.peer.keepalive + 1), message: { KeepAlive: null } },
    ],
    received: [
      { timestamp: at(0), message: open(session.peer.remote_asn ?? UPSTREAM_ASN) },
      { timestamp: at(1), message: { Update: { nlri: ['0.0.0.0/0'] } } },
      { timestamp: at(session.peer.keepalive + 1), message: { KeepAlive: null } },
    ],
  };
}
