import { invalidRequest, notFound } from '../runtime/errors';
import type { Handlers } from '../runtime/types';
import type { Db, Tables } from '../store/db';
import { newId } from '../store/ids';
import { alertDeliveryHandlers, findReceiver, subscriptionMatches } from './alert-deliveries';
import { requireFleet } from './authz';
import { paginate } from './paginate';
import { ensureUniqueName } from './select';

type ReceiverRow = Tables['alertReceivers'];

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
function checkSubscription(subscription: string) {
  if (subscription.includes('*')) return;
  if (!ALERT_CLASSES.some((alertClass) => alertClass.name === subscription)) {
    throw invalidRequest(`unknown alert class "${subscription}"`);
  }
}

const secretsOf = (db: Db, receiverId: string) =>
  [...db.table('webhookSecrets').values()]
    .filter((secret) => secret.receiver_id === receiverId)
    .sort((a, b) => (a.time_created < b.time_created ? -1 : a.time_created > b.time_created ? 1 : 0))
    .map(({ id, time_created }) => ({ id, time_created }));

/** A receiver as `alert_receiver_*` shows it: the webhook details under `kind`. */
const alertReceiverView = (db: Db, receiver: ReceiverRow) => ({
  id: receiver.id,
  name: receiver.name,
  description: receiver.description,
  time_created: receiver.time_created,
  time_modified: receiver.time_modified,
  subscriptions: receiver.subscriptions,
  kind: { kind: 'webhook' as const, endpoint: receiver.endpoint, secrets: secretsOf(db, receiver.id) },
});

function addSecret(db: Db, receiverId: string, secret: string, now: Date) {
  if (secret.length === 0) throw invalidRequest('a webhook secret must not be empty');
  const row = { id: newId(), receiver_id: receiverId, secret, time_created: now.toISOString() };
  db.table('webhookSecrets').set(row.id, row);
  return { id: row.id, time_created: row.time_created };
}

export const alertHandlers: Handlers = {
  ...alertDeliveryHandlers,

  alert_class_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer');
    const filter = query.filter;
    const classes = ALERT_CLASSES.filter(
      (alertClass) => !filter || subscriptionMatches(filter, alertClass.name),
    );
    return paginate(classes, query, 'name_ascending');
  },

  alert_receiver_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer');
    const receivers = paginate(db.table('alertReceivers').values(), query, 'name_ascending');
    return { ...receivers, items: receivers.items.map((receiver) => alertReceiverView(db, receiver)) };
  },

  alert_receiver_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer');
    return alertReceiverView(db, findReceiver(db, path.receiver));
  },

  alert_receiver_delete: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin');
    const receiver = findReceiver(db, path.receiver);
    for (const [id, secret] of db.table('webhookSecrets')) {
      if (secret.receiver_id === receiver.id) db.table('webhookSecrets').delete(id);
    }
    for (const [id, delivery] of db.table('alertDeliveries')) {
      if (delivery.receiver_id === receiver.id) db.table('alertDeliveries').delete(id);
    }
    db.table('alertReceivers').delete(receiver.id);
  },

  alert_receiver_subscription_add: ({ db, actor, path, body, now }) => {
    requireFleet(db, actor, 'admin');
    const receiver = findReceiver(db, path.receiver);
    checkSubscription(body.subscription);
    if (!receiver.subscriptions.includes(body.subscription)) {
      receiver.subscriptions = [...receiver.subscriptions, body.subscription];
      receiver.time_modified = now.toISOString();
      db.table('alertReceivers').set(receiver.id, receiver);
    }
    return { subscription: body.subscription };
  },

  alert_receiver_subscription_remove: ({ db, actor, path, now }) => {
    requireFleet(db, actor, 'admin');
    const receiver = findReceiver(db, path.receiver);
    if (!receiver.subscriptions.includes(path.subscription)) {
      throw notFound('alert-subscription', 'name', path.subscription);
    }
    receiver.subscriptions = receiver.subscriptions.filter(
      (subscription) => subscription !== path.subscription,
    );
    receiver.time_modified = now.toISOString();
    db.table('alertReceivers').set(receiver.id, receiver);
  },

  webhook_receiver_create: ({ db, actor, body, now }) => {
    requireFleet(db, actor, 'admin');
    for (const subscription of body.subscriptions) checkSubscription(subscription);
    ensureUniqueName(db.table('alertReceivers').values(), 'alert-receiver', body.name);
    const time = now.toISOString();
    const receiver: ReceiverRow = {
      id: newId(),
      name: body.name,
      description: body.description,
      endpoint: body.endpoint,
      subscriptions: [...new Set(body.subscriptions)],
      time_created: time,
      time_modified: time,
    };
    db.table('alertReceivers').set(receiver.id, receiver);
    for (const secret of body.secrets) addSecret(db, receiver.id, secret, now);
    return { ...receiver, secrets: secretsOf(db, receiver.id) };
  },

  webhook_receiver_update: ({ db, actor, path, body, now }) => {
    requireFleet(db, actor, 'admin');
    const receiver = findReceiver(db, path.receiver);
    if (body.name)
      ensureUniqueName(db.table('alertReceivers').values(), 'alert-receiver', body.name, receiver.id);
    Object.assign(receiver, {
      name: body.name ?? receiver.name,
      description: body.description ?? receiver.description,
      endpoint: body.endpoint ?? receiver.endpoint,
      time_modified: now.toISOString(),
    });
    db.table('alertReceivers').set(receiver.id, receiver);
  },

  webhook_secrets_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer');
    return { secrets: secretsOf(db, findReceiver(db, query.receiver).id) };
  },

  webhook_secrets_add: ({ db, actor, query, body, now }) => {
    requireFleet(db, actor, 'admin');
    return addSecret(db, findReceiver(db, query.receiver).id, body.secret, now);
  },

  webhook_secrets_delete: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin');
    if (!db.table('webhookSecrets').delete(path.secret_id)) {
      throw notFound('webhook-secret', 'id', path.secret_id);
    }
  },
};
