import type { Db } from '../../store/db';
import type { Tables } from '../../store/tables';
import { invalidRequest } from '../core/errors';
import { formatIp, ipValue } from '../core/ip-address';
import { type AddressLotRow, lotBlocks } from './system-networking-store';

export const ALLOW_LIST_ID = 'allow-list';

export const SETTINGS_ID = 'fleet';

/** The fleet-wide networking settings, as the platform has them out of the box until changed. */
export function networkingSettings(db: Db): Tables['networkingSettings'] {
  let settings = db.table('networkingSettings').get(SETTINGS_ID);
  if (!settings) {
    settings = { id: SETTINGS_ID, inbound_icmp_enabled: true, external_jumbo_frames_opt_in_enabled: false };
    db.table('networkingSettings').set(SETTINGS_ID, settings);
  }
  return settings;
}

/** A block from a request, checked as the platform checks it and in canonical form. */
export function requestedBlock(block: { first_address: string; last_address: string }) {
  const first = ipValue(block.first_address);
  const last = ipValue(block.last_address);
  if (!first || !last || first.version !== last.version) {
    throw invalidRequest('Block bounds must be in same address family');
  }
  if (first.value > last.value) throw invalidRequest('Invalid range, first must be <= last');
  return { first_address: formatIp(first), last_address: formatIp(last) };
}

export const lotView = (db: Db, lot: AddressLotRow) => ({ lot, blocks: lotBlocks(db, lot.id) });
