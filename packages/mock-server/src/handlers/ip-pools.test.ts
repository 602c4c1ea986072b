import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipPools } from '../fixtures/system-ip-pools';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('IP pools of the current silo', () => {
  it('lists the pools linked to the caller’s silo, with its defaults', async () => {
    const result = await platform.api.ipPoolList();
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items.map((pool) => [pool.name, pool.isDefault, pool.ipVersion])).toEqual([
      ['default', true, 'v4'],
      ['default-v6', false, 'v6'],
      ['multicast-v4', true, 'v4'],
      ['secondary', false, 'v4'],
    ]);
    const myriad = await platform.clientAs('ada').ipPoolList();
    expect(myriad).toMatchObject({
      type: 'success',
      data: { items: [{ name: 'default', isDefault: true }] },
    });
  });

  it('filters by IP version and pool type', async () => {
    const v6 = await platform.api.ipPoolList({ query: { ipVersion: 'v6' } });
    expect(v6).toMatchObject({ type: 'success', data: { items: [{ id: ipPools.defaultV6.id }] } });
    const multicast = await platform.api.ipPoolList({ query: { poolType: 'multicast' } });
    expect(multicast).toMatchObject({ type: 'success', data: { items: [{ id: ipPools.multicast.id }] } });
    const unicast = await platform.api.ipPoolList({ query: { poolType: 'unicast', ipVersion: 'v4' } });
    expect(unicast.type === 'success' && unicast.data.items.map((pool) => pool.name)).toEqual([
      'default',
      'secondary',
    ]);
  });

  it('views a linked pool by name or id, and hides the others', async () => {
    expect(await platform.api.ipPoolView({ path: { pool: ipPools.secondary.id } })).toMatchObject({
      type: 'success',
      data: { name: 'secondary', isDefault: false },
    });
    for (const pool of ['spare', 'oxide-service-pool-v4']) {
      expect(await platform.api.ipPoolView({ path: { pool } })).toMatchObject({
        type: 'error',
        statusCode: 404,
        data: { errorCode: 'ObjectNotFound', message: `not found: ip-pool with name "${pool}"` },
      });
    }
    const unlinked = await platform.clientAs('ada').ipPoolView({ path: { pool: 'secondary' } });
    expect(unlinked).toMatchObject({ statusCode: 404 });
  });

  it('is open to any signed-in user of the silo, and to nobody else', async () => {
    expect(await platform.clientAs('jane').ipPoolList()).toMatchObject({ type: 'success' });
    const anonymous = await platform.fetchAs(undefined, '/v1/ip-pools');
    expect(anonymous.status).toBe(401);
  });
});
