import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalid, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const project = 'mock-project';

async function create(
  name: string,
  allocator: Parameters<typeof platform.api.externalSubnetCreate>[0]['body']['allocator'],
) {
  return platform.api.externalSubnetCreate({
    query: { project },
    body: { name, description: '', allocator },
  });
}

describe('external subnets', () => {
  it("lists a project's subnets, and needs the project", async () => {
    const list = await platform.api.externalSubnetList({ query: { project } });
    expect(list.type === 'success' && list.data.items.map((row) => [row.name, row.subnet])).toEqual([
      ['edge-block', '100.72.0.0/24'],
      ['spare-block', '100.72.1.0/28'],
    ]);
    const missing = await platform.fetchAs('hannah', '/v1/external-subnets');
    expect(missing.status).toBe(400);
  });

  it("allocates the next free aligned block from the silo's default pool", async () => {
    const first = await create('auto-a', { type: 'auto', prefixLength: 24 });
    // 100.72.0.0/24 and 100.72.1.0/28 are taken, so the next /24 is 100.72.2.0.
    expect(first).toMatchObject({ type: 'success', statusCode: 201, data: { subnet: '100.72.2.0/24' } });
    const small = await create('auto-b', { type: 'auto', prefixLength: 28 });
    expect(small).toMatchObject({ type: 'success', data: { subnet: '100.72.1.16/28' } });
  });

  it('allocates from a named pool, and explicitly; an IP version needs a default pool of it', async () => {
    expect(
      await create('auto-v6', {
        type: 'auto',
        prefixLength: 56,
        poolSelector: { type: 'auto', ipVersion: 'v6' },
      }),
    ).toMatchObject(
      invalid('Must specify a Subnet Pool, as there is no linked default pool for the current Silo'),
    );
    const wide = await create('named-56', {
      type: 'auto',
      prefixLength: 56,
      poolSelector: { type: 'explicit', pool: 'customer-v6' },
    });
    expect(wide).toMatchObject({ type: 'success', data: { subnet: 'fd00:1000::/56' } });
    const narrow = await create('named-64', {
      type: 'auto',
      prefixLength: 64,
      poolSelector: { type: 'explicit', pool: 'customer-v6' },
    });
    expect(narrow).toMatchObject({ type: 'success', data: { subnet: 'fd00:1000:0:100::/64' } });
    const explicit = await create('explicit', { type: 'explicit', subnet: '100.72.33.0/24' });
    expect(explicit).toMatchObject({ type: 'success', data: { subnet: '100.72.33.0/24' } });
  });

  it('refuses overlaps, subnets outside linked pools, unlinked pools and exhausted pools', async () => {
    expect(await create('overlap', { type: 'explicit', subnet: '100.72.0.128/25' })).toMatchObject(
      invalid('The requested IP subnet overlaps with an existing External Subnet'),
    );
    expect(await create('outside', { type: 'explicit', subnet: '10.1.0.0/24' })).toMatchObject(
      invalid('The requested IP subnet is not contained in any Subnet Pool available in the current Silo.'),
    );
    expect(
      await create('unlinked', {
        type: 'auto',
        prefixLength: 24,
        poolSelector: { type: 'explicit', pool: 'lab-subnets' },
      }),
    ).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { message: 'not found: subnet-pool with name "lab-subnets"' },
    });
    // No member of the pool allows a prefix as large as /16.
    expect(await create('too-big', { type: 'auto', prefixLength: 16 })).toMatchObject(
      invalid('All subnets are used in the default Subnet Pool for the current Silo'),
    );
    expect(await create('auto-a', { type: 'auto', prefixLength: 28 })).toMatchObject({
      type: 'error',
      data: { errorCode: 'ObjectAlreadyExists' },
    });
  });

  it('renames, attaches to a stopped instance, lists it there, detaches and deletes', async () => {
    const renamed = await platform.api.externalSubnetUpdate({
      path: { externalSubnet: 'spare-block' },
      query: { project },
      body: { name: 'spare-block-2', description: 'renamed' },
    });
    expect(renamed).toMatchObject({
      type: 'success',
      data: { name: 'spare-block-2', description: 'renamed' },
    });
    const attached = await platform.api.externalSubnetAttach({
      path: { externalSubnet: 'spare-block-2' },
      query: { project },
      body: { instance: 'scratch' },
    });
    expect(attached).toMatchObject({ type: 'success', statusCode: 202 });
    const onInstance = await platform.api.instanceExternalSubnetList({
      path: { instance: 'scratch' },
      query: { project },
    });
    expect(onInstance.type === 'success' && onInstance.data.items.map((row) => row.name)).toEqual([
      'spare-block-2',
    ]);
    expect(
      await platform.api.externalSubnetDelete({
        path: { externalSubnet: 'spare-block-2' },
        query: { project },
      }),
    ).toMatchObject(
      invalid('Cannot delete external subnet while it is attached to an instance. Detach it and try again.'),
    );
    expect(
      await platform.api.externalSubnetAttach({
        path: { externalSubnet: 'spare-block-2' },
        query: { project },
        body: { instance: 'db2' },
      }),
    ).toMatchObject(
      invalid('external subnet cannot be attached to one instance while still attached to another'),
    );
    const detached = await platform.api.externalSubnetDetach({
      path: { externalSubnet: 'spare-block-2' },
      query: { project },
    });
    expect(detached).toMatchObject({ type: 'success', statusCode: 202 });
    expect(detached.type === 'success' && detached.data.instanceId).toBeFalsy();
    expect(
      await platform.api.externalSubnetDelete({
        path: { externalSubnet: 'spare-block-2' },
        query: { project },
      }),
    ).toMatchObject({ type: 'success', statusCode: 204 });
  });

  it('refuses to attach to an instance in a state that cannot change addresses', async () => {
    expect(
      await platform.api.externalSubnetAttach({
        path: { externalSubnet: 'auto-a' },
        query: { project },
        body: { instance: 'you-fail' },
      }),
    ).toMatchObject(invalid('cannot attach external subnet to instance in failed state'));
  });

  it('lets viewers read subnets but not change them', async () => {
    expect(await platform.clientAs('simone').externalSubnetList({ query: { project } })).toMatchObject({
      type: 'success',
    });
    expect(
      await platform.clientAs('simone').externalSubnetCreate({
        query: { project },
        body: { name: 'nope', description: '', allocator: { type: 'auto', prefixLength: 28 } },
      }),
    ).toMatchObject({ type: 'error', statusCode: 403 });
  });
});
