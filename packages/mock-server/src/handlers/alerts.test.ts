import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receivers } from '../fixtures/system-alerts';
import { subscriptionMatches } from '../model/system/alert-deliveries';
import { eventually, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const SEEDED_FAILED_ALERT = 'a1e40000-3b1d-4c2e-8f4a-000000000002';

describe('alert classes', () => {
  it('lists the alert classes, filtered by a glob', async () => {
    const all = await platform.api.alertClassList();
    if (all.type !== 'success') throw new Error('list failed');
    expect(all.data.items.map((alertClass) => alertClass.name)).toContain('hardware.sled.fault');
    const hardware = await platform.api.alertClassList({ query: { filter: 'hardware.**' } });
    if (hardware.type !== 'success') throw new Error('list failed');
    expect(hardware.data.items.map((alertClass) => alertClass.name)).toEqual([
      'hardware.disk.fault',
      'hardware.sled.fault',
      'hardware.switch.link_down',
    ]);
    const tests = await platform.api.alertClassList({ query: { filter: 'test.*.bar' } });
    expect(tests).toMatchObject({ data: { items: [{ name: 'test.foo.bar' }, { name: 'test.quux.bar' }] } });
  });

  it('matches subscriptions: * is one segment, ** is any number', () => {
    expect(subscriptionMatches('test.*', 'test.foo')).toBe(true);
    expect(subscriptionMatches('test.*', 'test.foo.bar')).toBe(false);
    expect(subscriptionMatches('test.**', 'test.foo.bar')).toBe(true);
    expect(subscriptionMatches('instance.failed', 'instance.failed')).toBe(true);
    expect(subscriptionMatches('instance.failed', 'instance.failedx')).toBe(false);
  });
});

describe('alert receivers', () => {
  it('lists and views the seeded webhook receivers without their secret values', async () => {
    const list = await platform.api.alertReceiverList();
    if (list.type !== 'success') throw new Error('list failed');
    expect(list.data.items.map((receiver) => receiver.name)).toEqual(['audit-archive', 'ops-pager']);
    const view = await platform.api.alertReceiverView({ path: { receiver: 'ops-pager' } });
    if (view.type !== 'success') throw new Error('view failed');
    expect(view.data).toMatchObject({
      id: receivers.opsPager.id,
      subscriptions: ['hardware.**', 'instance.failed'],
      kind: { kind: 'webhook', endpoint: 'https://hooks.example.com/rack/ops-pager' },
    });
    expect(view.data.kind.secrets).toHaveLength(2);
    expect(JSON.stringify(view.data)).not.toContain('whsec');
  });

  it('lists deliveries, filtered by state', async () => {
    const path = { receiver: 'ops-pager' };
    const all = await platform.api.alertDeliveryList({ path });
    if (all.type !== 'success') throw new Error('list failed');
    expect(all.data.items.length).toBeGreaterThanOrEqual(5);
    const failed = await platform.api.alertDeliveryList({ path, query: { failed: true } });
    if (failed.type !== 'success') throw new Error('list failed');
    expect(failed.data.items.length).toBeGreaterThan(0);
    expect(failed.data.items.every((delivery) => delivery.state === 'failed')).toBe(true);
    expect(failed.data.items[0]?.attempts.webhook).toHaveLength(3);
    const notFailed = await platform.api.alertDeliveryList({ path, query: { failed: false } });
    if (notFailed.type !== 'success') throw new Error('list failed');
    expect(notFailed.data.items.length + failed.data.items.length).toBe(all.data.items.length);
  });

  it('probes a receiver, resending what failed when asked', async () => {
    const probe = await platform.api.alertReceiverProbe({
      path: { receiver: 'audit-archive' },
      query: { resend: true },
    });
    expect(probe).toMatchObject({
      type: 'success',
      data: {
        probe: { trigger: 'probe', alertClass: 'probe', state: 'delivered' },
        resendsStarted: 1,
      },
    });
    const delivered = await eventually(
      () => platform.api.alertDeliveryList({ path: { receiver: 'audit-archive' }, query: { pending: true } }),
      (result) => result.type === 'success' && result.data.items.length === 0,
    );
    expect(delivered).toMatchObject({ data: { items: [] } });
    const resent = await platform.api.alertDeliveryList({ path: { receiver: 'audit-archive' } });
    if (resent.type !== 'success') throw new Error('list failed');
    expect(resent.data.items.find((delivery) => delivery.trigger === 'resend')).toMatchObject({
      alertClass: 'support_bundle.ready',
      state: 'delivered',
    });
  });

  it('reports an unreachable endpoint in the probe result, not the status', async () => {
    const created = await platform.api.webhookReceiverCreate({
      body: {
        name: 'dead-end',
        description: '',
        endpoint: 'https://nowhere.invalid/hook',
        secrets: ['s3cret'],
        subscriptions: ['instance.failed'],
      },
    });
    expect(created).toMatchObject({ type: 'success', statusCode: 201 });
    const probe = await platform.api.alertReceiverProbe({ path: { receiver: 'dead-end' } });
    expect(probe).toMatchObject({
      type: 'success',
      statusCode: 200,
      data: { probe: { state: 'failed', attempts: { webhook: [{ result: 'failed_unreachable' }] } } },
    });
    await platform.api.alertReceiverDelete({ path: { receiver: 'dead-end' } });
  });

  it('resends an alert to a subscribed receiver only', async () => {
    const resent = await platform.api.alertDeliveryResend({
      path: { alertId: SEEDED_FAILED_ALERT },
      query: { receiver: 'audit-archive' },
    });
    expect(resent).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { deliveryId: expect.any(String) },
    });
    expect(
      await platform.api.alertDeliveryResend({
        path: { alertId: SEEDED_FAILED_ALERT },
        query: { receiver: 'ops-pager' },
      }),
    ).toMatchObject({
      statusCode: 400,
      data: {
        errorCode: 'InvalidRequest',
        message: "cannot resend alert: receiver is not subscribed to the 'support_bundle.ready' alert class",
      },
    });
    expect(
      await platform.api.alertDeliveryResend({
        path: { alertId: UNKNOWN },
        query: { receiver: 'ops-pager' },
      }),
    ).toMatchObject({ statusCode: 404, data: { message: `not found: alert with id "${UNKNOWN}"` } });
  });

  it('adds and removes subscriptions', async () => {
    const path = { receiver: 'ops-pager' };
    const added = await platform.api.alertReceiverSubscriptionAdd({
      path,
      body: { subscription: 'update.*' },
    });
    expect(added).toMatchObject({ type: 'success', statusCode: 201, data: { subscription: 'update.*' } });
    expect(await platform.api.alertReceiverView({ path })).toMatchObject({
      data: { subscriptions: ['hardware.**', 'instance.failed', 'update.*'] },
    });
    expect(
      await platform.api.alertReceiverSubscriptionAdd({ path, body: { subscription: 'no.such.class' } }),
    ).toMatchObject({ statusCode: 400, data: { message: 'unknown alert class "no.such.class"' } });
    const removed = await platform.api.alertReceiverSubscriptionRemove({
      path: { ...path, subscription: 'update.*' },
    });
    expect(removed).toMatchObject({ type: 'success', statusCode: 204 });
    expect(
      await platform.api.alertReceiverSubscriptionRemove({ path: { ...path, subscription: 'update.*' } }),
    ).toMatchObject({
      statusCode: 404,
      data: { message: 'not found: alert-subscription with name "update.*"' },
    });
  });
});

describe('webhook receivers and secrets', () => {
  it('creates, renames and deletes a webhook receiver', async () => {
    const created = await platform.api.webhookReceiverCreate({
      body: {
        name: 'chat-ops',
        description: 'posts to chat',
        endpoint: 'https://chat.example.com/hooks/rack',
        secrets: ['first-secret'],
        subscriptions: ['hardware.sled.fault'],
      },
    });
    expect(created).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { name: 'chat-ops', subscriptions: ['hardware.sled.fault'] },
    });
    if (created.type !== 'success') return;
    expect(created.data.secrets).toHaveLength(1);
    expect(JSON.stringify(created.data)).not.toContain('first-secret');
    const duplicate = await platform.api.webhookReceiverCreate({
      body: { name: 'chat-ops', description: '', endpoint: 'https://x.example.com/', secrets: [] },
    });
    expect(duplicate).toMatchObject({
      statusCode: 400,
      data: { errorCode: 'ObjectAlreadyExists', message: 'already exists: alert-receiver "chat-ops"' },
    });
    const renamed = await platform.api.webhookReceiverUpdate({
      path: { receiver: 'chat-ops' },
      body: { name: 'chat-ops-2', endpoint: 'https://chat.example.com/hooks/rack2' },
    });
    expect(renamed).toMatchObject({ type: 'success', statusCode: 204 });
    expect(await platform.api.alertReceiverView({ path: { receiver: created.data.id } })).toMatchObject({
      data: {
        name: 'chat-ops-2',
        description: 'posts to chat',
        kind: { endpoint: 'https://chat.example.com/hooks/rack2' },
      },
    });
    expect(
      await platform.api.webhookReceiverUpdate({
        path: { receiver: 'chat-ops-2' },
        body: { name: 'ops-pager' },
      }),
    ).toMatchObject({ statusCode: 400, data: { message: 'already exists: alert-receiver "ops-pager"' } });
    expect(await platform.api.alertReceiverDelete({ path: { receiver: 'chat-ops-2' } })).toMatchObject({
      statusCode: 204,
    });
    expect(await platform.api.alertReceiverView({ path: { receiver: 'chat-ops-2' } })).toMatchObject({
      statusCode: 404,
      data: { message: 'not found: alert-receiver with name "chat-ops-2"' },
    });
  });

  it('lists, adds and deletes secrets, never showing their values', async () => {
    const query = { receiver: 'audit-archive' };
    const before = await platform.api.webhookSecretsList({ query });
    if (before.type !== 'success') throw new Error('list failed');
    const added = await platform.api.webhookSecretsAdd({ query, body: { secret: 'rotate-me' } });
    expect(added).toMatchObject({ type: 'success', statusCode: 201 });
    if (added.type !== 'success') return;
    expect(Object.keys(added.data).sort()).toEqual(['id', 'timeCreated']);
    const after = await platform.api.webhookSecretsList({ query });
    expect(after).toMatchObject({ data: { secrets: [...before.data.secrets, { id: added.data.id }] } });
    expect(await platform.api.webhookSecretsDelete({ path: { secretId: added.data.id } })).toMatchObject({
      statusCode: 204,
    });
    expect(await platform.api.webhookSecretsDelete({ path: { secretId: added.data.id } })).toMatchObject({
      statusCode: 404,
      data: { message: `not found: webhook-secret with id "${added.data.id}"` },
    });
    expect(await platform.api.webhookSecretsAdd({ query, body: { secret: '' } })).toMatchObject({
      statusCode: 400,
      data: { message: 'a webhook secret must not be empty' },
    });
  });

  it('needs a fleet role to read and fleet admin to change', async () => {
    expect(await platform.clientAs('simone').alertReceiverList()).toMatchObject({ statusCode: 403 });
    const viewer = platform.clientAs('fleetViewer');
    expect((await viewer.alertReceiverList()).type).toBe('success');
    expect(await viewer.alertReceiverProbe({ path: { receiver: 'ops-pager' } })).toMatchObject({
      statusCode: 403,
    });
    expect(
      await viewer.webhookSecretsAdd({ query: { receiver: 'ops-pager' }, body: { secret: 'x' } }),
    ).toMatchObject({
      statusCode: 403,
    });
  });
});
