import { requireSilo, signedIn } from '../model/core/authz';
import { siloAuthSettings } from '../model/identity/auth-settings';
import type { Handlers } from './types';

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
