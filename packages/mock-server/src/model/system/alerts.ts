import type { Db } from '../../store/db';
import { newId } from '../../store/ids';
import type { Tables } from '../../store/tables';
import { invalidRequest } from '../core/errors';

export type ReceiverRow = Tables['alertReceivers'];

/** The alert classes receivers can subscribe to, in the order the platform lists them. */
export const ALERT_CLASSES = [
  { name: 'probe', description: 'Synthetic alerts sent to test that a receiver is reachable' },
  { name: 'hardware.disk.fault', description: 'A physical disk reported a fault or was removed' },
  { name: 'hardware.sled.fault', description: 'A sled reported a hardware fault' },
  { name: 'hardware.switch.link_down', description: 'A switch port link went down' },
  { name: 'instance.failed', description: 'An instance failed and may be restarted automatically' },
  { name: 'support_bundle.ready', description: 'A support bundle finished collecting' },
  { name: 'update.completed', description: 'The rack finished updating to its target release' },
  { name: 'test.foo', description: 'A test alert class, for exercising receivers' },
  { name: 'test.foo.bar', description: 'A test alert class, for exercising receivers' },
  { name: 'test.foo.baz', description: 'A test alert class, for exercising receivers' },
  { name: 'test.quux.bar', description: 'A test alert class, for exercising receivers' },
  { name: 'test.quux.bar.baz', description: 'A test alert class, for exercising receivers' },
];

/** A subscription is a glob, or else must name an alert class the platform knows. */
export function checkSubscription(subscription: string) {
  if (subscription.includes('*')) return;
  if (!ALERT_CLASSES.some((alertClass) => alertClass.name === subscription)) {
    throw invalidRequest(`unknown alert class "${subscription}"`);
  }
}

export const secretsOf = (db: Db, receiverId: string) =>
  [...db.table('webhookSecrets').values()]
    .filter((secret) => secret.receiver_id === receiverId)
    .sort((a, b) => (a.time_created < b.time_created ? -1 : a.time_created > b.time_created ? 1 : 0))
    .map(({ id, time_created }) => ({ id, time_created }));

/** A receiver as `alert_receiver_*` shows it: the webhook details under `kind`. */
export const alertReceiverView = (db: Db, receiver: ReceiverRow) => ({
  id: receiver.id,
  name: receiver.name,
  description: receiver.description,
  time_created: receiver.time_created,
  time_modified: receiver.time_modified,
  subscriptions: receiver.subscriptions,
  kind: { kind: 'webhook' as const, endpoint: receiver.endpoint, secrets: secretsOf(db, receiver.id) },
});

export function addSecret(db: Db, receiverId: string, secret: string, now: Date) {
  if (secret.length === 0) throw invalidRequest('a webhook secret must not be empty');
  const row = { id: newId(), receiver_id: receiverId, secret, time_created: now.toISOString() };
  db.table('webhookSecrets').set(row.id, row);
  return { id: row.id, time_created: row.time_created };
}
