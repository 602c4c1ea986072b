import { newId } from '../../store/ids';
import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { ipValue } from '../core/ip-address';
import { paginate } from '../core/paginate';
import { announcementsOf, history, type SwitchSlot, sessions, UPSTREAM_ASN } from '../system/system-bgp';
import {
  type BgpConfigRow,
  conflict,
  findAnnounceSet,
  findBgpConfig,
} from '../system/system-networking-store';

// BGP and BFD. Configurations and announce sets are stored; what the switches report (peer status, routes,
// message history) is derived from the port settings applied to switch ports and the configs they name.

export const networkingBfdEnable: Operation<'networking_bfd_enable'> = ({ db, actor, body, now }) => {
  requireFleet(db, actor, 'admin');
  const id = `${body.switch_slot}:${body.remote}`;
  db.table('bfdSessions').set(id, {
    id,
    peer: body.remote,
    local: body.local ?? null,
    detection_threshold: body.detection_threshold,
    required_rx: body.required_rx,
    mode: body.mode,
    switch_slot: body.switch_slot,
    time_created: now.toISOString(),
  });
};

export const networkingBfdDisable: Operation<'networking_bfd_disable'> = ({ db, actor, body }) => {
  requireFleet(db, actor, 'admin');
  db.table('bfdSessions').delete(`${body.switch_slot}:${body.remote}`);
};

export const networkingBfdStatus: Operation<'networking_bfd_status'> = ({ db, actor, now, settings }) => {
  requireFleet(db, actor, 'viewer');
  // A new session spends one transition period establishing before it reports up.
  return [...db.table('bfdSessions').values()].map(({ id: _id, time_created, ...session }) => ({
    ...session,
    state:
      now.getTime() - Date.parse(time_created) >= settings.transitionMs ? ('up' as const) : ('init' as const),
  }));
};

export const networkingBgpStatus: Operation<'networking_bgp_status'> = ({ db, actor, now }) => {
  requireFleet(db, actor, 'viewer');
  return sessions(db).map((session) => ({
    addr: session.addr,
    peer_id: session.peerId,
    local_asn: session.config.asn,
    remote_asn: session.peer.remote_asn ?? UPSTREAM_ASN,
    state: 'established' as const,
    state_duration_millis: Math.max(0, now.getTime() - session.since),
    switch: session.switch,
  }));
};

export const networkingBgpExported: Operation<'networking_bgp_exported'> = ({ db, actor }) => {
  requireFleet(db, actor, 'viewer');
  return sessions(db).flatMap((session) =>
    announcementsOf(db, session.config.bgp_announce_set_id).map((announcement) => ({
      peer_id: session.peerId,
      switch: session.switch,
      prefix: announcement.network,
    })),
  );
};

export const networkingBgpImported: Operation<'networking_bgp_imported'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  // Each IPv4 upstream gives the rack its default route; its router id is its address.
  return sessions(db)
    .filter((session) => session.config.asn === query.asn && ipValue(session.addr)?.version === 'v4')
    .map((session) => ({
      id: Number(ipValue(session.addr)?.value ?? 0n),
      prefix: '0.0.0.0/0',
      nexthop: session.addr,
      switch: session.switch,
    }));
};

export const networkingBgpMessageHistory: Operation<'networking_bgp_message_history'> = ({
  db,
  actor,
  query,
}) => {
  requireFleet(db, actor, 'viewer');
  const bySwitch = new Map<SwitchSlot, Record<string, unknown>>();
  for (const session of sessions(db).filter((candidate) => candidate.config.asn === query.asn)) {
    const peers = bySwitch.get(session.switch) ?? {};
    peers[session.addr] = history(session, db);
    bySwitch.set(session.switch, peers);
  }
  return {
    switch_histories: [...bySwitch].map(([slot, peers]) => ({ switch: slot, history: peers })),
  };
};

export const networkingBgpAnnounceSetList: Operation<'networking_bgp_announce_set_list'> = ({
  db,
  actor,
  query,
}) => {
  requireFleet(db, actor, 'viewer');
  // The platform pages announce sets but answers with the bare page of items.
  return paginate(db.table('bgpAnnounceSets').values(), query).items;
};

export const networkingBgpAnnounceSetUpdate: Operation<'networking_bgp_announce_set_update'> = ({
  db,
  actor,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  let set = [...db.table('bgpAnnounceSets').values()].find((candidate) => candidate.name === body.name);
  if (!set) {
    const time = now.toISOString();
    set = {
      id: newId(),
      name: body.name,
      description: body.description,
      time_created: time,
      time_modified: time,
    };
    db.table('bgpAnnounceSets').set(set.id, set);
  }
  const setId = set.id;
  for (const old of announcementsOf(db, setId)) db.table('bgpAnnouncements').delete(old.id);
  for (const announcement of body.announcement) {
    const id = `${setId}:${announcement.network}`;
    // The platform records the set's own id as each announcement's address lot block.
    db.table('bgpAnnouncements').set(id, {
      id,
      announce_set_id: setId,
      address_lot_block_id: setId,
      network: announcement.network,
    });
  }
  return set;
};

export const networkingBgpAnnounceSetDelete: Operation<'networking_bgp_announce_set_delete'> = ({
  db,
  actor,
  path,
}) => {
  requireFleet(db, actor, 'admin');
  const set = findAnnounceSet(db, path.announce_set);
  if ([...db.table('bgpConfigs').values()].some((config) => config.bgp_announce_set_id === set.id)) {
    throw conflict('announce set in use');
  }
  for (const announcement of announcementsOf(db, set.id))
    db.table('bgpAnnouncements').delete(announcement.id);
  db.table('bgpAnnounceSets').delete(set.id);
};

export const networkingBgpAnnouncementList: Operation<'networking_bgp_announcement_list'> = ({
  db,
  actor,
  path,
}) => {
  requireFleet(db, actor, 'viewer');
  return announcementsOf(db, findAnnounceSet(db, path.announce_set).id);
};

export const networkingBgpConfigList: Operation<'networking_bgp_config_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  return paginate(db.table('bgpConfigs').values(), query);
};

export const networkingBgpConfigCreate: Operation<'networking_bgp_config_create'> = ({
  db,
  actor,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  const announceSet = findAnnounceSet(db, body.bgp_announce_set_id);
  const vrf = body.vrf ?? null;
  const configs = [...db.table('bgpConfigs').values()];
  // Creating a configuration identical to an existing one answers with that one, as the platform does.
  const same = configs.find(
    (config) =>
      config.name === body.name &&
      config.asn === body.asn &&
      config.bgp_announce_set_id === announceSet.id &&
      (config.vrf ?? null) === vrf,
  );
  if (same) return same;
  if (configs.some((config) => config.asn === body.asn)) {
    throw conflict('cannot have more than one configuration per ASN');
  }
  if (configs.some((config) => config.name === body.name)) {
    throw conflict('a field that must be unique conflicts with an existing record');
  }
  const time = now.toISOString();
  const config: BgpConfigRow = {
    id: newId(),
    name: body.name,
    description: body.description,
    asn: body.asn,
    max_paths: body.max_paths,
    vrf,
    bgp_announce_set_id: announceSet.id,
    time_created: time,
    time_modified: time,
  };
  db.table('bgpConfigs').set(config.id, config);
  return config;
};

export const networkingBgpConfigUpdate: Operation<'networking_bgp_config_update'> = ({
  db,
  actor,
  query,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  const config = findBgpConfig(db, query.name_or_id);
  const taken = [...db.table('bgpConfigs').values()].some(
    (other) => other.id !== config.id && other.name === body.name,
  );
  if (taken) throw conflict('a field that must be unique conflicts with an existing record');
  const announceSet = body.bgp_announce_set_id ? findAnnounceSet(db, body.bgp_announce_set_id) : undefined;
  Object.assign(config, {
    name: body.name ?? config.name,
    description: body.description ?? config.description,
    max_paths: body.max_paths ?? config.max_paths,
    bgp_announce_set_id: announceSet?.id ?? config.bgp_announce_set_id,
    time_modified: now.toISOString(),
  });
  db.table('bgpConfigs').set(config.id, config);
  return config;
};

export const networkingBgpConfigDelete: Operation<'networking_bgp_config_delete'> = ({
  db,
  actor,
  query,
}) => {
  requireFleet(db, actor, 'admin');
  const config = findBgpConfig(db, query.name_or_id);
  const inUse = [...db.table('switchPortSettings').values()].some((settings) =>
    settings.bgp_peers.some((peer) => peer.bgp_config === config.id),
  );
  if (inUse) throw conflict('BGP Config is in use and cannot be deleted');
  db.table('bgpConfigs').delete(config.id);
};
