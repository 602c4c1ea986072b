import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silos } from '../../fixtures/identity';
import { ipPools } from '../../fixtures/system-ip-pools';
import { createIpPool, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { allocateExternalIp, releaseExternalIp, siloPools } from './external-ips';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('external IP allocation', () => {
  it('takes the next free address of the silo default pool and gives it back', () => {
    const first = allocateExternalIp(platform.db, silos.thrax.id, {}, 'ephemeral');
    const second = allocateExternalIp(platform.db, silos.thrax.id, { ip_version: 'v4' }, 'snat');
    expect(first.ip_pool_id).toBe(ipPools.default.id);
    expect(first.ip).not.toBe(second.ip);
    releaseExternalIp(platform.db, first.ip);
    expect(allocateExternalIp(platform.db, silos.thrax.id, {}, 'ephemeral').ip).toBe(first.ip);
    releaseExternalIp(platform.db, first.ip);
    releaseExternalIp(platform.db, second.ip);
  });

  it('allocates a requested address from a linked pool, once', () => {
    const claimed = allocateExternalIp(platform.db, silos.mazeWar.id, { ip: '203.0.113.45' }, 'floating');
    expect(claimed).toEqual({ ip: '203.0.113.45', ip_pool_id: ipPools.secondary.id });
    expect(() =>
      allocateExternalIp(platform.db, silos.mazeWar.id, { ip: '203.0.113.45' }, 'floating'),
    ).toThrow('Requested external IP address 203.0.113.45 is not available');
    // myriad is not linked to `secondary`, so its addresses are out of reach there.
    expect(() =>
      allocateExternalIp(platform.db, silos.myriad.id, { ip: '203.0.113.46' }, 'floating'),
    ).toThrow('not found: ip-pool with id "unicast pool containing address 203.0.113.46"');
    releaseExternalIp(platform.db, claimed.ip);
  });

  it('refuses unlinked pools, missing defaults, ambiguous defaults and exhausted pools', async () => {
    expect(() => allocateExternalIp(platform.db, silos.myriad.id, { pool: 'secondary' }, 'floating')).toThrow(
      'not found: ip-pool with name "secondary"',
    );
    expect(() => allocateExternalIp(platform.db, silos.myriad.id, { ip_version: 'v6' }, 'ephemeral')).toThrow(
      'no default unicast IPv6 pool is linked to the current silo',
    );

    await createIpPool(platform.api, 'tiny');
    await platform.api.systemIpPoolRangeAdd({
      path: { pool: 'tiny' },
      body: { first: '10.70.0.1', last: '10.70.0.2' },
    });
    await platform.api.systemIpPoolSiloLink({
      path: { pool: 'tiny' },
      body: { silo: 'thrax', isDefault: false },
    });
    const taken = [1, 2].map(() =>
      allocateExternalIp(platform.db, silos.thrax.id, { pool: 'tiny' }, 'floating'),
    );
    expect(taken.map((address) => address.ip)).toEqual(['10.70.0.1', '10.70.0.2']);
    expect(() => allocateExternalIp(platform.db, silos.thrax.id, { pool: 'tiny' }, 'floating')).toThrow(
      'No external IP addresses available in IP pool "tiny"',
    );
    for (const address of taken) releaseExternalIp(platform.db, address.ip);

    await platform.api.systemIpPoolSiloLink({
      path: { pool: 'default-v6' },
      body: { silo: 'thrax', isDefault: true },
    });
    expect(() => allocateExternalIp(platform.db, silos.thrax.id, {}, 'ephemeral')).toThrow(
      'Multiple default unicast IP pools exist with different IP versions.',
    );
    const v6 = allocateExternalIp(platform.db, silos.thrax.id, { ip_version: 'v6' }, 'ephemeral');
    expect(v6).toEqual({ ip: '2001:db8:100::', ip_pool_id: ipPools.defaultV6.id });
    releaseExternalIp(platform.db, v6.ip);
    await platform.api.systemIpPoolSiloUnlink({ path: { pool: 'default-v6', silo: 'thrax' } });
  });

  it('lists a silo pools with their default flag', () => {
    const pools = siloPools(platform.db, silos.mazeWar.id);
    expect(pools.map((pool) => [pool.name, pool.is_default]).sort()).toEqual([
      ['default', true],
      ['default-v6', false],
      ['multicast-v4', true],
      ['secondary', false],
    ]);
  });
});
