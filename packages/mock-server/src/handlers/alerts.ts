import {
  alertClassList,
  alertReceiverDelete,
  alertReceiverList,
  alertReceiverSubscriptionAdd,
  alertReceiverSubscriptionRemove,
  alertReceiverViewOperation,
  webhookReceiverCreate,
  webhookReceiverUpdate,
  webhookSecretsAdd,
  webhookSecretsDelete,
  webhookSecretsList,
} from '../model/operations/alerts';
import type { Handlers } from './types';

export const alertHandlers: Handlers = {
  alert_class_list: alertClassList,
  alert_receiver_list: alertReceiverList,
  alert_receiver_view: alertReceiverViewOperation,
  alert_receiver_delete: alertReceiverDelete,
  alert_receiver_subscription_add: alertReceiverSubscriptionAdd,
  alert_receiver_subscription_remove: alertReceiverSubscriptionRemove,
  webhook_receiver_create: webhookReceiverCreate,
  webhook_receiver_update: webhookReceiverUpdate,
  webhook_secrets_list: webhookSecretsList,
  webhook_secrets_add: webhookSecretsAdd,
  webhook_secrets_delete: webhookSecretsDelete,
};
