import { newId } from '../../store/ids';
import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { notFound } from '../core/errors';
import { paginate } from '../core/paginate';
import { ensureUniqueName, renameRow } from '../core/select';
import { findReceiver, subscriptionMatches } from '../system/alert-deliveries';
import {
  ALERT_CLASSES,
  addSecret,
  alertReceiverView,
  checkSubscription,
  type ReceiverRow,
  secretsOf,
} from '../system/alerts';

export const alertClassList: Operation<'alert_class_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  const filter = query.filter;
  const classes = ALERT_CLASSES.filter(
    (alertClass) => !filter || subscriptionMatches(filter, alertClass.name),
  );
  return paginate(classes, query, 'name_ascending');
};

export const alertReceiverList: Operation<'alert_receiver_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  const receivers = paginate(db.table('alertReceivers').values(), query, 'name_ascending');
  return { ...receivers, items: receivers.items.map((receiver) => alertReceiverView(db, receiver)) };
};

export const alertReceiverViewOperation: Operation<'alert_receiver_view'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'viewer');
  return alertReceiverView(db, findReceiver(db, path.receiver));
};

export const alertReceiverDelete: Operation<'alert_receiver_delete'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'admin');
  const receiver = findReceiver(db, path.receiver);
  for (const [id, secret] of db.table('webhookSecrets')) {
    if (secret.receiver_id === receiver.id) db.table('webhookSecrets').delete(id);
  }
  for (const [id, delivery] of db.table('alertDeliveries')) {
    if (delivery.receiver_id === receiver.id) db.table('alertDeliveries').delete(id);
  }
  db.table('alertReceivers').delete(receiver.id);
};

export const alertReceiverSubscriptionAdd: Operation<'alert_receiver_subscription_add'> = ({
  db,
  actor,
  path,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  const receiver = findReceiver(db, path.receiver);
  checkSubscription(body.subscription);
  if (!receiver.subscriptions.includes(body.subscription)) {
    receiver.subscriptions = [...receiver.subscriptions, body.subscription];
    receiver.time_modified = now.toISOString();
    db.table('alertReceivers').set(receiver.id, receiver);
  }
  return { subscription: body.subscription };
};

export const alertReceiverSubscriptionRemove: Operation<'alert_receiver_subscription_remove'> = ({
  db,
  actor,
  path,
  now,
}) => {
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
};

export const webhookReceiverCreate: Operation<'webhook_receiver_create'> = ({ db, actor, body, now }) => {
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
};

export const webhookReceiverUpdate: Operation<'webhook_receiver_update'> = ({
  db,
  actor,
  path,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  const receiver = findReceiver(db, path.receiver);
  const table = db.table('alertReceivers');
  renameRow(table, table.values(), 'alert-receiver', receiver, body, now, {
    endpoint: body.endpoint ?? receiver.endpoint,
  });
};

export const webhookSecretsList: Operation<'webhook_secrets_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  return { secrets: secretsOf(db, findReceiver(db, query.receiver).id) };
};

export const webhookSecretsAdd: Operation<'webhook_secrets_add'> = ({ db, actor, query, body, now }) => {
  requireFleet(db, actor, 'admin');
  return addSecret(db, findReceiver(db, query.receiver).id, body.secret, now);
};

export const webhookSecretsDelete: Operation<'webhook_secrets_delete'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'admin');
  if (!db.table('webhookSecrets').delete(path.secret_id)) {
    throw notFound('webhook-secret', 'id', path.secret_id);
  }
};
