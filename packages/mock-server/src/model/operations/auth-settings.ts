import { requireSilo, signedIn } from '../core/authz';
import type { Operation } from '../core/context';
import { siloAuthSettings } from '../identity/auth-settings';

// Any user of the silo may read them (they bound the tokens that user can ask for); admins change them.
export const authSettingsView: Operation<'auth_settings_view'> = ({ db, actor }) =>
  siloAuthSettings(db, signedIn(actor).siloId);

export const authSettingsUpdate: Operation<'auth_settings_update'> = ({ db, actor, body }) => {
  const who = requireSilo(db, actor, 'admin');
  const settings = {
    id: who.siloId,
    silo_id: who.siloId,
    device_token_max_ttl_seconds: body.device_token_max_ttl_seconds,
  };
  db.table('siloAuthSettings').set(who.siloId, settings);
  return settings;
};
