import { z } from 'zod';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  dateTime,
  identityMetadata,
  listQuery,
  Name,
  NameOrId,
  nameOrIdListQuery,
  pageOf,
  pageQuery,
  pathOf,
  TimeAndIdSortMode,
  uint16,
  uint32,
  uuid,
} from './shared.js';

/** The version that added the alert log (`alert_list`, `alert_view`). */
const ALERT_LOG_SINCE = '2026081400.0.0';

/** A non-negative machine-word count (the platform's `uint` format). */
const uint = () => z.int().min(0).meta({ format: 'uint' });

/** An alert class name or glob: dot-separated segments, each a word, `*` or `**`. */
export const AlertSubscription = named(
  'AlertSubscription',
  z.string().regex(/^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$/),
);

export const AlertClass = named('AlertClass', z.object({ description: z.string(), name: z.string() }));
export const AlertClassResultsPage = pageOf('AlertClassResultsPage', AlertClass);

export const WebhookSecret = named('WebhookSecret', z.object({ id: uuid(), time_created: dateTime() }));
export const WebhookSecrets = named('WebhookSecrets', z.object({ secrets: z.array(WebhookSecret) }));
export const WebhookSecretCreate = named('WebhookSecretCreate', z.object({ secret: z.string() }));

/** The receiver's delivery mechanism; webhooks are the only kind so far. */
export const AlertReceiverKind = named(
  'AlertReceiverKind',
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('webhook'), endpoint: z.url(), secrets: z.array(WebhookSecret) }),
  ]),
);
export const AlertReceiver = named(
  'AlertReceiver',
  z.object({ ...identityMetadata, kind: AlertReceiverKind, subscriptions: z.array(AlertSubscription) }),
);
export const AlertReceiverResultsPage = pageOf('AlertReceiverResultsPage', AlertReceiver);

// The alert log ---------------------------------------------------------------------------------------------

/** One thing the platform alerted on; `alert` is its payload, shaped by its class and schema `version`. */
export const Alert = named(
  'Alert',
  z.object({
    alert: z.unknown(),
    class: z.string(),
    id: uuid(),
    time_created: dateTime(),
    time_modified: dateTime(),
    version: uint32(),
  }),
  { since: ALERT_LOG_SINCE },
);
export const AlertResultsPage = pageOf('AlertResultsPage', Alert, { since: ALERT_LOG_SINCE });

// Deliveries -------------------------------------------------------------------------------------------------

export const WebhookDeliveryResponse = named(
  'WebhookDeliveryResponse',
  z.object({ duration_ms: uint(), status: uint16() }),
);
export const WebhookDeliveryAttemptResult = named(
  'WebhookDeliveryAttemptResult',
  z.enum(['succeeded', 'failed_http_error', 'failed_unreachable', 'failed_timeout']),
);
export const WebhookDeliveryAttempt = named(
  'WebhookDeliveryAttempt',
  z.object({
    attempt: uint(),
    response: WebhookDeliveryResponse.nullable().optional(),
    result: WebhookDeliveryAttemptResult,
    time_sent: dateTime(),
  }),
);
/** Attempts keyed by receiver kind (externally tagged). */
export const AlertDeliveryAttempts = named(
  'AlertDeliveryAttempts',
  z.union([z.strictObject({ webhook: z.array(WebhookDeliveryAttempt) })]),
);
export const AlertDeliveryState = named('AlertDeliveryState', z.enum(['pending', 'delivered', 'failed']));
export const AlertDeliveryTrigger = named('AlertDeliveryTrigger', z.enum(['alert', 'resend', 'probe']));
export const AlertDelivery = named(
  'AlertDelivery',
  z.object({
    alert_class: z.string(),
    alert_id: uuid(),
    attempts: AlertDeliveryAttempts,
    id: uuid(),
    receiver_id: uuid(),
    state: AlertDeliveryState,
    time_started: dateTime(),
    trigger: AlertDeliveryTrigger,
  }),
);
export const AlertDeliveryResultsPage = pageOf('AlertDeliveryResultsPage', AlertDelivery);
export const AlertDeliveryId = named('AlertDeliveryId', z.object({ delivery_id: uuid() }));
export const AlertProbeResult = named(
  'AlertProbeResult',
  z.object({ probe: AlertDelivery, resends_started: uint().nullable().optional() }),
);

export const AlertSubscriptionCreate = named(
  'AlertSubscriptionCreate',
  z.object({ subscription: AlertSubscription }),
);
export const AlertSubscriptionCreated = named(
  'AlertSubscriptionCreated',
  z.object({ subscription: AlertSubscription }),
);

// Webhook receivers ------------------------------------------------------------------------------------------

export const WebhookCreate = named(
  'WebhookCreate',
  z.object({
    name: Name,
    description: z.string(),
    endpoint: z.url(),
    secrets: z.array(z.string()),
    subscriptions: z.array(AlertSubscription).default([]),
  }),
);
export const WebhookReceiver = named(
  'WebhookReceiver',
  z.object({
    ...identityMetadata,
    endpoint: z.url(),
    secrets: z.array(WebhookSecret),
    subscriptions: z.array(AlertSubscription),
  }),
);
export const WebhookReceiverUpdate = named(
  'WebhookReceiverUpdate',
  z.object({
    name: Name.nullable().optional(),
    description: z.string().nullable().optional(),
    endpoint: z.url().nullable().optional(),
  }),
);

// Operations -------------------------------------------------------------------------------------------------

const tag = 'system/alerts';
const receiver = pathOf('receiver');

export const alertOperations = defineOperations({
  alert_class_list: {
    method: 'get',
    path: '/v1/alert-classes',
    tag,
    summary: 'List alert classes',
    query: { ...pageQuery, filter: AlertSubscription.optional() },
    status: 200,
    response: AlertClassResultsPage,
  },
  alert_list: {
    method: 'get',
    path: '/v1/alerts',
    tag,
    summary: 'List alerts',
    since: ALERT_LOG_SINCE,
    query: {
      ...listQuery(TimeAndIdSortMode),
      alert_class: AlertSubscription.optional(),
      start_time: dateTime().nullable().optional(),
      end_time: dateTime().nullable().optional(),
    },
    status: 200,
    response: AlertResultsPage,
  },
  alert_view: {
    method: 'get',
    path: '/v1/alerts/{alert_id}',
    tag,
    summary: 'Fetch an alert',
    since: ALERT_LOG_SINCE,
    pathParams: { alert_id: uuid() },
    status: 200,
    response: Alert,
  },
  alert_receiver_list: {
    method: 'get',
    path: '/v1/alert-receivers',
    tag,
    summary: 'List alert receivers',
    query: nameOrIdListQuery,
    status: 200,
    response: AlertReceiverResultsPage,
  },
  alert_receiver_view: {
    method: 'get',
    path: '/v1/alert-receivers/{receiver}',
    tag,
    summary: 'Fetch an alert receiver',
    pathParams: receiver,
    status: 200,
    response: AlertReceiver,
  },
  alert_receiver_delete: {
    method: 'delete',
    path: '/v1/alert-receivers/{receiver}',
    tag,
    summary: 'Delete an alert receiver',
    pathParams: receiver,
    status: 204,
  },
  alert_delivery_list: {
    method: 'get',
    path: '/v1/alert-receivers/{receiver}/deliveries',
    tag,
    summary: "List an alert receiver's deliveries",
    pathParams: receiver,
    query: {
      ...listQuery(TimeAndIdSortMode),
      delivered: z.boolean().nullable().optional(),
      failed: z.boolean().nullable().optional(),
      pending: z.boolean().nullable().optional(),
    },
    status: 200,
    response: AlertDeliveryResultsPage,
  },
  alert_receiver_probe: {
    method: 'post',
    path: '/v1/alert-receivers/{receiver}/probe',
    tag,
    summary: 'Send a test alert to a receiver',
    pathParams: receiver,
    query: { resend: z.boolean().optional() },
    status: 200,
    response: AlertProbeResult,
  },
  alert_receiver_subscription_add: {
    method: 'post',
    path: '/v1/alert-receivers/{receiver}/subscriptions',
    tag,
    summary: 'Subscribe a receiver to alert classes',
    pathParams: receiver,
    body: AlertSubscriptionCreate,
    status: 201,
    response: AlertSubscriptionCreated,
  },
  alert_receiver_subscription_remove: {
    method: 'delete',
    path: '/v1/alert-receivers/{receiver}/subscriptions/{subscription}',
    tag,
    summary: 'Unsubscribe a receiver from alert classes',
    pathParams: { ...receiver, subscription: AlertSubscription },
    status: 204,
  },
  alert_delivery_resend: {
    method: 'post',
    path: '/v1/alerts/{alert_id}/resend',
    tag,
    summary: 'Deliver an alert to a receiver again',
    pathParams: { alert_id: uuid() },
    query: { receiver: NameOrId },
    status: 201,
    response: AlertDeliveryId,
  },
  webhook_receiver_create: {
    method: 'post',
    path: '/v1/webhook-receivers',
    tag,
    summary: 'Create a webhook receiver',
    body: WebhookCreate,
    status: 201,
    response: WebhookReceiver,
  },
  webhook_receiver_update: {
    method: 'put',
    path: '/v1/webhook-receivers/{receiver}',
    tag,
    summary: 'Update a webhook receiver',
    pathParams: receiver,
    body: WebhookReceiverUpdate,
    status: 204,
  },
  webhook_secrets_list: {
    method: 'get',
    path: '/v1/webhook-secrets',
    tag,
    summary: "List a webhook receiver's secrets",
    query: { receiver: NameOrId },
    status: 200,
    response: WebhookSecrets,
  },
  webhook_secrets_add: {
    method: 'post',
    path: '/v1/webhook-secrets',
    tag,
    summary: 'Add a secret to a webhook receiver',
    query: { receiver: NameOrId },
    body: WebhookSecretCreate,
    status: 201,
    response: WebhookSecret,
  },
  webhook_secrets_delete: {
    method: 'delete',
    path: '/v1/webhook-secrets/{secret_id}',
    tag,
    summary: 'Delete a webhook secret',
    pathParams: { secret_id: uuid() },
    status: 204,
  },
});
