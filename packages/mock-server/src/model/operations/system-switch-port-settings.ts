import { isUuid } from '../../store/ids';
import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest } from '../core/errors';
import { paginate } from '../core/paginate';
import { findPortSettings } from '../system/system-networking-store';
import { buildSettings, byNameOrId, checkMd5Keys } from '../system/system-switch-port-settings';

export const networkingSwitchPortSettingsList: Operation<'networking_switch_port_settings_list'> = ({
  db,
  actor,
  query,
}) => {
  requireFleet(db, actor, 'viewer');
  const selector = query.port_settings;
  const rows = [...db.table('switchPortSettings').values()].filter(
    (settings) => !selector || settings.id === selector || settings.name === selector,
  );
  return paginate(rows, query);
};

export const networkingSwitchPortSettingsCreate: Operation<'networking_switch_port_settings_create'> = ({
  db,
  actor,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  checkMd5Keys(body);
  // Posting settings under a name that exists replaces those settings, as the platform does; names stay unique.
  const existing = [...db.table('switchPortSettings').values()].find(
    (settings) => settings.name === body.name,
  );
  const settings = buildSettings(db, body, existing, now.toISOString());
  db.table('switchPortSettings').set(settings.id, settings);
  return settings;
};

export const networkingSwitchPortSettingsView: Operation<'networking_switch_port_settings_view'> = ({
  db,
  actor,
  path,
}) => {
  requireFleet(db, actor, 'viewer');
  return findPortSettings(db, path.port);
};

export const networkingSwitchPortSettingsDelete: Operation<'networking_switch_port_settings_delete'> = ({
  db,
  actor,
  query,
}) => {
  requireFleet(db, actor, 'admin');
  const selector = query.port_settings;
  if (!selector) throw invalidRequest('name or id required');
  const settings = byNameOrId(db.table('switchPortSettings').values(), selector);
  // Unknown names are refused; an unknown id has nothing to delete, and the platform answers as if done.
  if (!settings && !isUuid(selector)) throw invalidRequest('port settings not found');
  if (settings) db.table('switchPortSettings').delete(settings.id);
};
