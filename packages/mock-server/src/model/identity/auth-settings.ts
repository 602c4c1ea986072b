import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import type { Wire } from '../core/tables';

declare module '../../store/db' {
  interface Tables {
    /** Each silo's authentication settings, keyed by silo id; a silo without a row has the defaults. */
    siloAuthSettings: Wire<typeof contract.SiloAuthSettings> & { id: string };
  }
}

/** A silo's authentication settings, defaults included. */
export const siloAuthSettings = (db: Db, siloId: string) =>
  db.table('siloAuthSettings').get(siloId) ?? {
    id: siloId,
    silo_id: siloId,
    device_token_max_ttl_seconds: null,
  };

/** The longest a device token of the silo may live, in seconds; null when tokens may live forever. */
export const deviceTokenMaxTtl = (db: Db, siloId: string): number | null =>
  siloAuthSettings(db, siloId).device_token_max_ttl_seconds ?? null;
