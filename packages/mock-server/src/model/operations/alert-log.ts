import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { paginate } from '../core/paginate';
import { filterAlerts, findAlert } from '../system/alert-log';
import { settleAlerts } from '../system/raised-alerts';

export const alertList: Operation<'alert_list'> = ({ db, actor, query, now, settings }) => {
  requireFleet(db, actor, 'viewer');
  // Alerts are raised as what they report happens, lazily, so settle what has happened by now.
  settleAlerts(db, now, settings.transitionMs);
  return paginate(filterAlerts(db, query), query, 'time_and_id_ascending');
};

export const alertView: Operation<'alert_view'> = ({ db, actor, path, now, settings }) => {
  requireFleet(db, actor, 'viewer');
  settleAlerts(db, now, settings.transitionMs);
  return findAlert(db, path.alert_id);
};
