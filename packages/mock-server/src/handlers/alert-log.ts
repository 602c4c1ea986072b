import { advanceDeliveries } from '../model/alert-deliveries';
import { filterAlerts, findAlert } from '../model/alert-log';
import { requireFleet } from '../model/authz';
import { paginate } from '../model/paginate';
import { advanceBundles } from '../model/support-bundles';
import type { Handlers } from './types';

export const alertLogHandlers: Handlers = {
  alert_list: ({ db, actor, query, now, settings }) => {
    requireFleet(db, actor, 'viewer');
    // Alerts are raised as what they report happens, lazily, so settle what has happened by now.
    advanceBundles(db, now, settings.transitionMs);
    advanceDeliveries(db, now, settings.transitionMs);
    return paginate(filterAlerts(db, query), query, 'time_and_id_ascending');
  },

  alert_view: ({ db, actor, path, now, settings }) => {
    requireFleet(db, actor, 'viewer');
    advanceBundles(db, now, settings.transitionMs);
    return findAlert(db, path.alert_id);
  },
};
