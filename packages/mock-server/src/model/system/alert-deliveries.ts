import type { Db } from '../../store/db';
import { newId } from '../../store/ids';
import type { Tables } from '../../store/tables';
import { findByNameOrId } from '../core/select';
import { hash32 } from '../core/synthetic';

export type ReceiverRow = Tables['alertReceivers'];

export type DeliveryRow = Tables['alertDeliveries'];

export type Attempt = DeliveryRow['attempts']['webhook'][number];

/** A webhook gives up after this many failed attempts. */
export const MAX_ATTEMPTS = 3;

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
export function attemptAt(endpoint: string, attempt: number, time: Date): Attempt {
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
