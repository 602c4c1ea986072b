import { newId } from '../../store/ids';
import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { alreadyExists, invalidRequest, notFound } from '../core/errors';
import { formatIp, ipValue } from '../core/ip-address';
import { paginate } from '../core/paginate';
import { findRack } from '../system/hardware-lookup';
import { ALLOW_LIST_ID, lotView, networkingSettings, requestedBlock } from '../system/system-networking';
import {
  type AddressLotRow,
  findAddressLot,
  lotBlocks,
  lotInUse,
  reserveFromLot,
} from '../system/system-networking-store';

export const networkingAllowListView: Operation<'networking_allow_list_view'> = ({ db, actor, now }) => {
  requireFleet(db, actor, 'viewer');
  let list = db.table('allowList').get(ALLOW_LIST_ID);
  if (!list) {
    // A rack starts out allowing every source.
    const time = now.toISOString();
    list = { id: ALLOW_LIST_ID, allowed_ips: { allow: 'any' }, time_created: time, time_modified: time };
    db.table('allowList').set(ALLOW_LIST_ID, list);
  }
  return list;
};

export const networkingAllowListUpdate: Operation<'networking_allow_list_update'> = ({
  db,
  actor,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  const { allowed_ips } = body;
  if (allowed_ips.allow === 'list') {
    if (allowed_ips.ips.length === 0) throw invalidRequest('IP allowlist must not be empty');
    // The contract's pattern admits any IPv6-looking text; the address itself is checked here.
    const bad = allowed_ips.ips.find((net) => !ipValue(net.split('/')[0] ?? ''));
    if (bad) throw invalidRequest(`invalid IP network: ${bad}`);
  }
  const time = now.toISOString();
  const previous = db.table('allowList').get(ALLOW_LIST_ID);
  const list = {
    id: ALLOW_LIST_ID,
    allowed_ips,
    time_created: previous?.time_created ?? time,
    time_modified: time,
  };
  db.table('allowList').set(ALLOW_LIST_ID, list);
  return list;
};

export const networkingInboundIcmpView: Operation<'networking_inbound_icmp_view'> = ({ db, actor }) => {
  requireFleet(db, actor, 'viewer');
  return { enabled: networkingSettings(db).inbound_icmp_enabled };
};

export const networkingInboundIcmpUpdate: Operation<'networking_inbound_icmp_update'> = ({
  db,
  actor,
  body,
}) => {
  requireFleet(db, actor, 'admin');
  networkingSettings(db).inbound_icmp_enabled = body.enabled;
};

export const systemNetworkingSettingsView: Operation<'system_networking_settings_view'> = ({ db, actor }) => {
  requireFleet(db, actor, 'viewer');
  const { external_jumbo_frames_opt_in_enabled } = networkingSettings(db);
  return { external_jumbo_frames_opt_in_enabled };
};

export const systemNetworkingSettingsUpdate: Operation<'system_networking_settings_update'> = ({
  db,
  actor,
  body,
}) => {
  requireFleet(db, actor, 'admin');
  const settings = networkingSettings(db);
  settings.external_jumbo_frames_opt_in_enabled = body.external_jumbo_frames_opt_in_enabled;
  db.table('networkingSettings').set(settings.id, settings);
  return { external_jumbo_frames_opt_in_enabled: settings.external_jumbo_frames_opt_in_enabled };
};

export const networkingLoopbackAddressList: Operation<'networking_loopback_address_list'> = ({
  db,
  actor,
  query,
}) => {
  requireFleet(db, actor, 'viewer');
  return paginate(db.table('loopbackAddresses').values(), query, 'id_ascending');
};

export const networkingLoopbackAddressCreate: Operation<'networking_loopback_address_create'> = ({
  db,
  actor,
  body,
}) => {
  requireFleet(db, actor, 'admin');
  const lot = findAddressLot(db, body.address_lot);
  findRack(db, body.rack_id);
  const address = ipValue(body.address);
  if (!address || body.mask > (address.version === 'v4' ? 32 : 128)) throw invalidRequest('invalid address');
  const net = `${formatIp(address)}/${body.mask}`;
  const duplicate = [...db.table('loopbackAddresses').values()].some(
    (loopback) =>
      loopback.rack_id === body.rack_id &&
      loopback.switch_slot === body.switch_slot &&
      loopback.address === net,
  );
  if (duplicate) throw alreadyExists('loopback-address', `lo ${net}`);
  const block = reserveFromLot(db, lot.id, address, { anycast: body.anycast });
  const loopback = {
    id: newId(),
    address: net,
    address_lot_block_id: block.id,
    rack_id: body.rack_id,
    switch_slot: body.switch_slot,
    anycast: body.anycast,
  };
  db.table('loopbackAddresses').set(loopback.id, loopback);
  return loopback;
};

export const networkingLoopbackAddressDelete: Operation<'networking_loopback_address_delete'> = ({
  db,
  actor,
  path,
}) => {
  requireFleet(db, actor, 'admin');
  const address = ipValue(path.address);
  const net = `${address ? formatIp(address) : path.address}/${path.subnet_mask}`;
  const loopback = [...db.table('loopbackAddresses').values()].find(
    (candidate) =>
      candidate.rack_id === path.rack_id &&
      candidate.switch_slot === path.switch_slot &&
      candidate.address === net,
  );
  if (!loopback) {
    throw notFound('loopback-address', 'id', `${path.rack_id}/${path.switch_slot}/${net}`);
  }
  db.table('loopbackAddresses').delete(loopback.id);
};

export const networkingAddressLotList: Operation<'networking_address_lot_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  return paginate(db.table('addressLots').values(), query);
};

export const networkingAddressLotCreate: Operation<'networking_address_lot_create'> = ({
  db,
  actor,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  const wanted = body.blocks.map(requestedBlock);
  // Creating a lot that exists adds any new blocks to it, as the platform does, rather than refusing.
  let lot = [...db.table('addressLots').values()].find((candidate) => candidate.name === body.name);
  if (!lot) {
    const time = now.toISOString();
    lot = {
      id: newId(),
      name: body.name,
      description: body.description,
      kind: body.kind,
      time_created: time,
      time_modified: time,
    };
    db.table('addressLots').set(lot.id, lot);
  }
  const existing = lotBlocks(db, lot.id);
  const blocks = wanted.map((block) => {
    const found = existing.find(
      (candidate) =>
        candidate.first_address === block.first_address && candidate.last_address === block.last_address,
    );
    if (found) return found;
    const created = { id: newId(), address_lot_id: (lot as AddressLotRow).id, ...block };
    db.table('addressLotBlocks').set(created.id, created);
    existing.push(created);
    return created;
  });
  return { lot, blocks };
};

export const networkingAddressLotView: Operation<'networking_address_lot_view'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'viewer');
  return lotView(db, findAddressLot(db, path.address_lot));
};

export const networkingAddressLotDelete: Operation<'networking_address_lot_delete'> = ({
  db,
  actor,
  path,
}) => {
  requireFleet(db, actor, 'admin');
  const lot = findAddressLot(db, path.address_lot);
  if (lotInUse(db, lot.id)) throw invalidRequest('lot is in use');
  for (const block of lotBlocks(db, lot.id)) db.table('addressLotBlocks').delete(block.id);
  db.table('addressLots').delete(lot.id);
};

export const networkingAddressLotBlockList: Operation<'networking_address_lot_block_list'> = ({
  db,
  actor,
  path,
  query,
}) => {
  requireFleet(db, actor, 'viewer');
  const lot = findAddressLot(db, path.address_lot);
  return paginate(lotBlocks(db, lot.id), query, 'id_ascending');
};
