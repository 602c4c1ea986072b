import type { Db } from '../../store/db';
import { newId } from '../../store/ids';
import type { Tables } from '../../store/tables';
import { notFound } from '../core/errors';
import { startDelivery, subscriptionMatches } from './alert-deliveries';

type AlertRow = Tables['alerts'];

/** The schema version of every alert payload the mock writes (per class, as the platform versions them). */
const PAYLOAD_VERSION = 1;

/**
 * Raises an alert as the platform does: it enters the alert log and a delivery starts to every receiver
 * subscribed to its class, so the log and the receivers' deliveries always list the same alerts.
 */
export function raiseAlert(
  db: Db,
  alertClass: string,
  payload: Record<string, unknown>,
  time: Date,
): AlertRow {
  const alert: AlertRow = {
    id: newId(),
    alert_class: alertClass,
    time_created: time.toISOString(),
    payload,
    version: PAYLOAD_VERSION,
  };
  db.table('alerts').set(alert.id, alert);
  for (const receiver of db.table('alertReceivers').values()) {
    if (receiver.subscriptions.some((subscription) => subscriptionMatches(subscription, alertClass)))
      startDelivery(db, receiver, alert, 'alert', time);
  }
  return alert;
}

/** An alert as the platform shows it. */
export const alertView = (alert: AlertRow) => ({
  id: alert.id,
  class: alert.alert_class,
  alert: alert.payload ?? {},
  version: alert.version ?? PAYLOAD_VERSION,
  time_created: alert.time_created,
  time_modified: alert.time_created,
});

export interface AlertFilter {
  alert_class?: string;
  start_time?: string | null;
  end_time?: string | null;
}

/** The alerts whose class matches the glob and whose creation time is within the inclusive bounds. */
export function filterAlerts(db: Db, filter: AlertFilter) {
  const start = filter.start_time ? Date.parse(filter.start_time) : -Infinity;
  const end = filter.end_time ? Date.parse(filter.end_time) : Infinity;
  return [...db.table('alerts').values()]
    .filter((alert) => {
      const created = Date.parse(alert.time_created);
      if (created < start || created > end) return false;
      return filter.alert_class === undefined || subscriptionMatches(filter.alert_class, alert.alert_class);
    })
    .map(alertView);
}

export function findAlert(db: Db, alertId: string) {
  const alert = db.table('alerts').get(alertId);
  if (!alert) throw notFound('alert', 'id', alertId);
  return alertView(alert);
}
