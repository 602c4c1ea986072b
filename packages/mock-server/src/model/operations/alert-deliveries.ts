import { newId } from '../../store/ids';
import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest, notFound } from '../core/errors';
import { paginate } from '../core/paginate';
import {
  advanceDeliveries,
  attemptAt,
  type DeliveryRow,
  findReceiver,
  startDelivery,
  subscriptionMatches,
} from '../system/alert-deliveries';
import { settleAlerts } from '../system/raised-alerts';

export const alertDeliveryList: Operation<'alert_delivery_list'> = ({
  db,
  actor,
  path,
  query,
  now,
  settings,
}) => {
  requireFleet(db, actor, 'viewer');
  const receiver = findReceiver(db, path.receiver);
  settleAlerts(db, now, settings.transitionMs);
  const asked = { delivered: query.delivered, failed: query.failed, pending: query.pending };
  const anyAsked = Object.values(asked).some((value) => value === true);
  const wanted = (state: DeliveryRow['state']) => (anyAsked ? asked[state] === true : asked[state] !== false);
  const deliveries = [...db.table('alertDeliveries').values()].filter(
    (delivery) => delivery.receiver_id === receiver.id && wanted(delivery.state),
  );
  return paginate(deliveries, query, 'time_and_id_ascending');
};

export const alertReceiverProbe: Operation<'alert_receiver_probe'> = ({
  db,
  actor,
  path,
  query,
  now,
  settings,
}) => {
  requireFleet(db, actor, 'admin');
  const receiver = findReceiver(db, path.receiver);
  advanceDeliveries(db, now, settings.transitionMs);
  // A probe is sent synchronously and answers with its outcome.
  const alert = { id: newId(), alert_class: 'probe', time_created: now.toISOString() };
  db.table('alerts').set(alert.id, alert);
  const probe = startDelivery(db, receiver, alert, 'probe', now);
  const attempt = attemptAt(receiver.endpoint, 1, now);
  probe.attempts.webhook.push(attempt);
  probe.state = attempt.result === 'succeeded' ? 'delivered' : 'failed';
  if (!query.resend || probe.state !== 'delivered') return { probe, resends_started: null };
  const deliveries = [...db.table('alertDeliveries').values()].filter((d) => d.receiver_id === receiver.id);
  const undelivered = new Set(
    deliveries.filter((d) => d.state === 'failed' && d.trigger !== 'probe').map((d) => d.alert_id),
  );
  for (const delivery of deliveries) {
    if (delivery.state !== 'failed') undelivered.delete(delivery.alert_id);
  }
  for (const alertId of undelivered) {
    const failed = db.table('alerts').get(alertId);
    if (failed) startDelivery(db, receiver, failed, 'resend', now);
  }
  return { probe, resends_started: undelivered.size };
};

export const alertDeliveryResend: Operation<'alert_delivery_resend'> = ({ db, actor, path, query, now }) => {
  requireFleet(db, actor, 'admin');
  const receiver = findReceiver(db, query.receiver);
  const alert = db.table('alerts').get(path.alert_id);
  if (!alert) throw notFound('alert', 'id', path.alert_id);
  if (!receiver.subscriptions.some((subscription) => subscriptionMatches(subscription, alert.alert_class))) {
    throw invalidRequest(
      `cannot resend alert: receiver is not subscribed to the '${alert.alert_class}' alert class`,
    );
  }
  return { delivery_id: startDelivery(db, receiver, alert, 'resend', now).id };
};
