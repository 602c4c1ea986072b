import type * as contract from '@rackconsole/sdk/contract';
import { invalidRequest, notFound } from '../runtime/errors';
import type { Handlers } from '../runtime/types';
import type { Db, Tables } from '../store/db';
import { newId } from '../store/ids';
import { requireFleet } from './authz';
import { paginate } from './paginate';
import { findByNameOrId } from './select';
import { hash32 } from './synthetic';
import type { Wire } from './tables';

declare module '../store/db' {
  interface Tables {
    /** Alert receivers (webhooks); their secrets live in `webhookSecrets`. */
    alertReceivers: Omit<Wire<typeof contract.WebhookReceiver>, 'secrets'>;
    /** Secret values are kept for signing and never shown again after they are added. */
    webhookSecrets: Wire<typeof contract.WebhookSecret> & { receiver_id: string; secret: string };
    /** Alerts the platform raised; deliveries carry them to receivers. */
    alerts: { id: string; alert_class: string; time_created: string };
    /** `time_created` is the start time, for time-and-id ordering. */
    alertDeliveries: Wire<typeof contract.AlertDelivery> & { time_created: string };
  }
}

type ReceiverRow = Tables['alertReceivers'];
type DeliveryRow = Tables['alertDeliveries'];
type Attempt = DeliveryRow['attempts']['webhook'][number];

/** A webhook gives up after this many failed attempts. */
const MAX_ATTEMPTS = 3;

export const findReceiver = (db: Db, selector: string): ReceiverRow =>
  findByNameOrId(db.table('alertReceivers').values(), 'alert-receiver', selector);

/**
 * Whether a subscription (an alert class, or a glob where `*` is one segment and `**` any number of them)
 * covers an alert class.
 */
export function subscriptionMatches(subscription: string, alertClass: string): boolean {
  const pattern = subscription
    .split('.')
    .map((segment) => (segment === '**' ? '.+' : segment === '*' ? '[^.]+' : segment))
    .join('\\.');
  return new RegExp(`^${pattern}$`).test(alertClass);
}

/**
 * The outcome of sending to an endpoint. There is no network behind the mock: hosts under the reserved
 * `.invalid` domain are unreachable, everything else answers 200 in a time fixed by the endpoint and attempt.
 */
function attemptAt(endpoint: string, attempt: number, time: Date): Attempt {
  const host = (() => {
    try {
      return new URL(endpoint).hostname;
    } catch {
      return '';
    }
  })();
  const sent = time.toISOString();
  if (host === '' || host.endsWith('.invalid')) {
    return { attempt, result: 'failed_unreachable', response: null, time_sent: sent };
  }
  const duration = 40 + (hash32(`${endpoint}:${attempt}:${sent}`) % 260);
  return { attempt, result: 'succeeded', response: { status: 200, duration_ms: duration }, time_sent: sent };
}

/** Starts a delivery; it stays pending until `advanceDeliveries` sends it. */
export function startDelivery(
  db: Db,
  receiver: ReceiverRow,
  alert: { id: string; alert_class: string },
  trigger: DeliveryRow['trigger'],
  now: Date,
): DeliveryRow {
  const time = now.toISOString();
  const delivery: DeliveryRow = {
    id: newId(),
    alert_class: alert.alert_class,
    alert_id: alert.id,
    receiver_id: receiver.id,
    trigger,
    state: 'pending',
    attempts: { webhook: [] },
    time_started: time,
    time_created: time,
  };
  db.table('alertDeliveries').set(delivery.id, delivery);
  return delivery;
}

/** Sends a pending delivery once: success delivers it, a failure retries until the attempts run out. */
export function attemptDelivery(db: Db, delivery: DeliveryRow, now: Date) {
  const receiver = db.table('alertReceivers').get(delivery.receiver_id);
  if (!receiver) return;
  const attempt = attemptAt(receiver.endpoint, delivery.attempts.webhook.length + 1, now);
  delivery.attempts.webhook.push(attempt);
  if (attempt.result === 'succeeded') delivery.state = 'delivered';
  else if (delivery.attempts.webhook.length >= MAX_ATTEMPTS) delivery.state = 'failed';
  db.table('alertDeliveries').set(delivery.id, delivery);
}

/** Pending deliveries get an attempt for every transition they have waited; readers call this lazily. */
export function advanceDeliveries(db: Db, now: Date, transitionMs: number) {
  for (const delivery of db.table('alertDeliveries').values()) {
    while (delivery.state === 'pending') {
      const due = Date.parse(delivery.time_started) + (delivery.attempts.webhook.length + 1) * transitionMs;
      if (due > now.getTime()) break;
      attemptDelivery(db, delivery, new Date(due));
    }
  }
}

export const alertDeliveryHandlers: Handlers = {
  alert_delivery_list: ({ db, actor, path, query, now, settings }) => {
    requireFleet(db, actor, 'viewer');
    const receiver = findReceiver(db, path.receiver);
    advanceDeliveries(db, now, settings.transitionMs);
    const asked = { delivered: query.delivered, failed: query.failed, pending: query.pending };
    const anyAsked = Object.values(asked).some((value) => value === true);
    const wanted = (state: DeliveryRow['state']) =>
      anyAsked ? asked[state] === true : asked[state] !== false;
    const deliveries = [...db.table('alertDeliveries').values()].filter(
      (delivery) => delivery.receiver_id === receiver.id && wanted(delivery.state),
    );
    return paginate(deliveries, query, 'time_and_id_ascending');
  },

  alert_receiver_probe: ({ db, actor, path, query, now, settings }) => {
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
  },

  alert_delivery_resend: ({ db, actor, path, query, now }) => {
    requireFleet(db, actor, 'admin');
    const receiver = findReceiver(db, query.receiver);
    const alert = db.table('alerts').get(path.alert_id);
    if (!alert) throw notFound('alert', 'id', path.alert_id);
    if (
      !receiver.subscriptions.some((subscription) => subscriptionMatches(subscription, alert.alert_class))
    ) {
      throw invalidRequest(
        `cannot resend alert: receiver is not subscribed to the '${alert.alert_class}' alert class`,
      );
    }
    return { delivery_id: startDelivery(db, receiver, alert, 'resend', now).id };
  },
};
