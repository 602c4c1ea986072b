import type { Db } from '../../store/db';

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
