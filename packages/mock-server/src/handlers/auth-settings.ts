import type * as contract from '@rackconsole/sdk/contract';
import type { Handlers } from '../runtime/types';
import type { Db } from '../store/db';
import { requireSilo, signedIn } from './authz';
import type { Wire } from './tables';

declare module '../store/db' {
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

export const authSettingsHandlers: Handlers = {
  // Any user of the silo may read them (they bound the tokens that user can ask for); admins change them.
  auth_settings_view: ({ db, actor }) => siloAuthSettings(db, signedIn(actor).siloId),

  auth_settings_update: ({ db, actor, body }) => {
    const who = requireSilo(db, actor, 'admin');
    const settings = {
      id: who.siloId,
      silo_id: who.siloId,
      device_token_max_ttl_seconds: body.device_token_max_ttl_seconds,
    };
    db.table('siloAuthSettings').set(who.siloId, settings);
    return settings;
  },
};
