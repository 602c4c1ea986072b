import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import type { Tables, Wire } from '../../store/tables';
import { invalidRequest, PlatformError } from '../core/errors';
import { type IpValue, ipSpan, spanContains } from '../core/ip-address';
import { findByNameOrId } from '../core/select';

// Tables and lookups shared by the system networking handlers: address lots, loopback addresses, BGP, BFD
// and switch port settings.

type SwitchSlot = Wire<typeof contract.SwitchSlot>;

export type AddressLotRow = Tables['addressLots'];
export type BgpConfigRow = Tables['bgpConfigs'];
export type PortSettingsRow = Tables['switchPortSettings'];

/** 409 Conflict, as the platform answers for BGP objects that clash or are still in use. */
export const conflict = (message: string) => new PlatformError(409, 'Conflict', message);

export const findAddressLot = (db: Db, selector: string): AddressLotRow =>
  findByNameOrId(db.table('addressLots').values(), 'address-lot', selector);

export const lotBlocks = (db: Db, lotId: string) =>
  [...db.table('addressLotBlocks').values()].filter((block) => block.address_lot_id === lotId);

export const findBgpConfig = (db: Db, selector: string): BgpConfigRow =>
  findByNameOrId(db.table('bgpConfigs').values(), 'bgp-config', selector);

export const findAnnounceSet = (db: Db, selector: string) =>
  findByNameOrId(db.table('bgpAnnounceSets').values(), 'bgp-announce-set', selector);

export const findPortSettings = (db: Db, selector: string): PortSettingsRow =>
  findByNameOrId(db.table('switchPortSettings').values(), 'switch-port-settings', selector);

/** An address held out of an address lot: by a loopback address or a switch port settings address. */
interface Reservation {
  lotId: string;
  address: IpValue;
  anycast: boolean;
  /** The port settings holding it, so that replacing those settings can release their own addresses. */
  portSettingsId?: string;
}

const hostOf = (net: string) => net.split('/')[0] ?? '';

function reservations(db: Db): Reservation[] {
  const held: Reservation[] = [];
  const blockLot = (blockId: string) => db.table('addressLotBlocks').get(blockId)?.address_lot_id;
  for (const loopback of db.table('loopbackAddresses').values()) {
    const address = ipSpan(hostOf(loopback.address), hostOf(loopback.address));
    const lotId = blockLot(loopback.address_lot_block_id);
    if (address && lotId) {
      held.push({
        lotId,
        address: { version: address.version, value: address.first },
        anycast: loopback.anycast,
      });
    }
  }
  for (const settings of db.table('switchPortSettings').values()) {
    for (const entry of settings.addresses) {
      const address = ipSpan(hostOf(entry.address), hostOf(entry.address));
      if (!address) continue;
      held.push({
        lotId: entry.address_lot_id,
        address: { version: address.version, value: address.first },
        anycast: false,
        portSettingsId: settings.id,
      });
    }
  }
  return held;
}

/** Whether anything still holds addresses of a lot (the platform then refuses to delete it). */
export const lotInUse = (db: Db, lotId: string) => reservations(db).some((held) => held.lotId === lotId);

/**
 * The block of a lot an address would be reserved from, refusing as the platform does when the address is
 * outside the lot or already held (anycast addresses may only share with other anycast addresses).
 */
export function reserveFromLot(
  db: Db,
  lotId: string,
  address: IpValue,
  options: { anycast: boolean; replacingPortSettingsId?: string },
): Tables['addressLotBlocks'] {
  const block = lotBlocks(db, lotId).find((candidate) => {
    const span = ipSpan(candidate.first_address, candidate.last_address);
    return span !== undefined && spanContains(span, address);
  });
  if (!block) throw invalidRequest('address not in lot');
  const clash = reservations(db).some(
    (held) =>
      held.lotId === lotId &&
      held.address.version === address.version &&
      held.address.value === address.value &&
      (held.portSettingsId === undefined || held.portSettingsId !== options.replacingPortSettingsId) &&
      !(options.anycast && held.anycast),
  );
  if (clash) throw invalidRequest('address unavailable');
  return block;
}

/** Switch ports as the hardware area keeps them; only the fields BGP needs are read. */
interface SwitchPortLike {
  port_settings_id?: string | null;
  switch_slot?: SwitchSlot;
}

/** The switches whose ports run a set of port settings; BGP and its routes exist only there. */
export function switchesRunning(db: Db, portSettingsId: string): SwitchSlot[] {
  const slots = new Set<SwitchSlot>();
  for (const port of db.rowsOf('switchPorts') as Iterable<SwitchPortLike>) {
    if (port.port_settings_id === portSettingsId && port.switch_slot) slots.add(port.switch_slot);
  }
  return [...slots].sort();
}
