import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestPlatform, type TestPlatform } from '../testing/harness';

// What raises alerts as time passes, seen from the alert log and from a subscribed receiver's deliveries (the
// log's rules at each API version are in runtime/api-version.test.ts).
let platform: TestPlatform;
beforeAll(async () => {
  // Transitions of 1 ms: an update's twenty steps and a bundle's collection are over at the next call.
  platform = await startTestPlatform({ transitionMs: 1 });
});
afterAll(() => platform.close());

/** The ids of the alerts a receiver has been sent (audit-archive subscribes to updates and bundles). */
async function deliveredAlertIds(receiver: string) {
  const deliveries = await platform.api.alertDeliveryList({ path: { receiver }, query: { limit: 1000 } });
  if (deliveries.type !== 'success') throw new Error('deliveries failed');
  return deliveries.data.items.map((delivery) => delivery.alertId);
}

describe('alerts raised as time passes', () => {
  it('raises update.completed once the rack reaches a new target release, once, to the log and its subscribers', async () => {
    expect(await platform.api.targetReleaseUpdate({ body: { systemVersion: '18.0.0' } })).toMatchObject({
      statusCode: 204,
    });
    const completed = () =>
      platform.api
        .alertList({ query: { alertClass: 'update.completed', limit: 100 } })
        .then((result) =>
          result.type === 'success'
            ? result.data.items.filter(
                (alert) => (alert.alert as Record<string, unknown>).system_version === '18.0.0',
              )
            : [],
        );
    const raised = await eventually(completed, (alerts) => alerts.length > 0);
    expect(raised).toHaveLength(1);
    expect(await completed()).toHaveLength(1);
    expect(await deliveredAlertIds('audit-archive')).toContain(raised[0]?.id);
  });

  it('shows a bundle’s ready alert in a subscriber’s deliveries even when they are read before the log', async () => {
    const before = new Set(await deliveredAlertIds('audit-archive'));
    const bundle = await platform.api.supportBundleCreate({ body: { userComment: 'deliveries first' } });
    expect(bundle.type).toBe('success');
    const after = await eventually(
      () => deliveredAlertIds('audit-archive'),
      (ids) => ids.some((id) => !before.has(id)),
    );
    const alertId = after.find((id) => !before.has(id)) as string;
    expect(await platform.api.alertView({ path: { alertId } })).toMatchObject({
      type: 'success',
      data: {
        class: 'support_bundle.ready',
        alert: { bundle_id: bundle.type === 'success' && bundle.data.id },
      },
    });
  });
});
