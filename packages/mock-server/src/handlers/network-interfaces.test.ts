import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, users } from '../fixtures/identity';
import { grantProjectRole, invalid, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
  // Jane is a limited collaborator on mock-project: interfaces are hers to change, like instances.
  grantProjectRole(platform.db, projects.mock.id, users.jane.id, 'limited_collaborator');
});
afterAll(() => platform.close());

const mock = { project: 'mock-project' };
const scratch = { ...mock, instance: 'scratch' };

const nicBody = (name: string, subnetName: string, vpcName = 'default') => ({
  name,
  description: `${name} interface`,
  vpcName,
  subnetName,
});

describe('network interfaces', () => {
  it('lists an instance’s interfaces: the seeded primary in the default subnet', async () => {
    const result = await platform.api.instanceNetworkInterfaceList({ query: scratch });
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items).toHaveLength(1);
    const [nic] = result.data.items;
    expect(nic).toMatchObject({ name: 'net0', primary: true, ipStack: { type: 'dual_stack' } });
    expect(nic?.mac).toMatch(/^a8:40:25:f[0-9a-e]:[0-9a-f]{2}:[0-9a-f]{2}$/);
    if (nic?.ipStack.type !== 'dual_stack') throw new Error('expected a dual stack');
    expect(nic.ipStack.value.v4.ip).toMatch(/^172\.30\.[0-3]\.\d+$/);
    expect(Number(nic.ipStack.value.v4.ip.split('.')[3])).toBeGreaterThanOrEqual(5);
  });

  it('refuses a second interface in the same subnet, another VPC or an unknown subnet', async () => {
    const created = await platform.api.instanceNetworkInterfaceCreate({
      query: { ...mock, instance: 'windows-dev' },
      body: {
        ...nicBody('net1', 'default'),
        ipConfig: { type: 'v4', value: { ip: { type: 'explicit', value: '172.30.1.9' }, transitIps: [] } },
      },
    });
    expect(created).toMatchObject({
      statusCode: 400,
      data: { errorCode: 'InvalidRequest', message: 'Each interface must be in a distinct VPC Subnet' },
    });
    const otherVpc = await platform.api.instanceNetworkInterfaceCreate({
      query: { ...mock, instance: 'windows-dev' },
      body: nicBody('net1', 'mock-subnet', 'mock-vpc'),
    });
    expect(otherVpc).toMatchObject(
      invalid(
        'Networking may not span multiple VPCs, but the requested resource is associated with another VPC',
      ),
    );
    const missing = await platform.api.instanceNetworkInterfaceCreate({
      query: { ...mock, instance: 'windows-dev' },
      body: nicBody('net1', 'nope'),
    });
    expect(missing).toMatchObject({
      statusCode: 404,
      data: { message: 'not found: vpc-subnet with name "nope"' },
    });
  });

  it('adds a secondary, promotes it, and deletes the interfaces in the platform’s order', async () => {
    await platform.api.vpcSubnetCreate({
      query: { ...mock, vpc: 'default' },
      body: { name: 'second', description: '', ipv4Block: '10.50.0.0/24' },
    });
    const explicit = await platform.api.instanceNetworkInterfaceCreate({
      query: scratch,
      body: {
        ...nicBody('net1', 'second'),
        ipConfig: { type: 'v4', value: { ip: { type: 'explicit', value: '10.50.0.2' }, transitIps: [] } },
      },
    });
    expect(explicit).toMatchObject(invalid('The first 5 addresses of a subnet are reserved'));
    const outside = await platform.api.instanceNetworkInterfaceCreate({
      query: scratch,
      body: {
        ...nicBody('net1', 'second'),
        ipConfig: { type: 'v4', value: { ip: { type: 'explicit', value: '10.60.0.9' }, transitIps: [] } },
      },
    });
    expect(outside).toMatchObject(invalid('10.60.0.9 is outside subnet 10.50.0.0/24'));
    const secondary = await platform.api.instanceNetworkInterfaceCreate({
      query: scratch,
      body: nicBody('net1', 'second'),
    });
    expect(secondary).toMatchObject({ type: 'success', statusCode: 201, data: { primary: false } });
    if (secondary.type !== 'success' || secondary.data.ipStack.type !== 'dual_stack')
      throw new Error('create failed');
    expect(secondary.data.ipStack.value.v4.ip).toBe('10.50.0.5');
    expect(
      await platform.api.instanceNetworkInterfaceCreate({ query: scratch, body: nicBody('net1', 'second') }),
    ).toMatchObject({
      statusCode: 400,
      data: {
        errorCode: 'ObjectAlreadyExists',
        message: 'already exists: instance-network-interface "net1"',
      },
    });

    const primaryDelete = await platform.api.instanceNetworkInterfaceDelete({
      path: { interface: 'net0' },
      query: scratch,
    });
    expect(primaryDelete).toMatchObject(
      invalid('The primary interface may not be deleted while secondary interfaces are still attached'),
    );
    const promoted = await platform.api.instanceNetworkInterfaceUpdate({
      path: { interface: secondary.data.id },
      body: { primary: true, description: 'now primary', transitIps: ['192.168.10.0/24'] },
    });
    expect(promoted).toMatchObject({
      type: 'success',
      data: {
        primary: true,
        description: 'now primary',
        ipStack: { value: { v4: { transitIps: ['192.168.10.0/24'] } } },
      },
    });
    const old = await platform.api.instanceNetworkInterfaceView({
      path: { interface: 'net0' },
      query: scratch,
    });
    expect(old).toMatchObject({ data: { primary: false } });
    expect(
      await platform.api.instanceNetworkInterfaceDelete({ path: { interface: 'net0' }, query: scratch }),
    ).toMatchObject({
      statusCode: 204,
    });
    expect(
      await platform.api.instanceNetworkInterfaceDelete({ path: { interface: 'net1' }, query: scratch }),
    ).toMatchObject({
      statusCode: 204,
    });
  });

  it('refuses changes unless the instance is stopped (removal also when failed)', async () => {
    const running = { ...mock, instance: 'db1' };
    expect(
      await platform.api.instanceNetworkInterfaceCreate({ query: running, body: nicBody('net9', 'default') }),
    ).toMatchObject(invalid('Instance must be stopped to attach a new network interface'));
    expect(
      await platform.api.instanceNetworkInterfaceUpdate({
        path: { interface: 'net0' },
        query: running,
        body: { description: 'x' },
      }),
    ).toMatchObject(invalid('Instance must be stopped to update its network interfaces'));
    expect(
      await platform.api.instanceNetworkInterfaceDelete({ path: { interface: 'net0' }, query: running }),
    ).toMatchObject(invalid('Instance must be stopped or failed to detach a network interface'));
    const failed = { ...mock, instance: 'you-fail' };
    expect(
      await platform.api.instanceNetworkInterfaceDelete({ path: { interface: 'net0' }, query: failed }),
    ).toMatchObject({
      statusCode: 204,
    });
  });

  it('applies the scoping rules along interface → instance → project', async () => {
    expect(
      await platform.api.instanceNetworkInterfaceView({ path: { interface: 'net0' }, query: mock }),
    ).toMatchObject(invalid('instance is required when interface is provided by name'));
    expect(await platform.api.instanceNetworkInterfaceList({ query: mock })).toMatchObject(
      invalid('unable to parse query string: missing field `instance`'),
    );
    const nic = await platform.api.instanceNetworkInterfaceView({
      path: { interface: 'net0' },
      query: { ...mock, instance: 'db1' },
    });
    if (nic.type !== 'success') throw new Error('view failed');
    expect(
      await platform.api.instanceNetworkInterfaceView({ path: { interface: nic.data.id }, query: mock }),
    ).toMatchObject(
      invalid('when providing interface as an ID instance and project should not be specified'),
    );
  });

  it('lets a limited collaborator change interfaces and a viewer only read them', async () => {
    const jane = platform.clientAs('jane');
    const renamed = await jane.instanceNetworkInterfaceUpdate({
      path: { interface: 'net0' },
      query: { ...mock, instance: 'windows-dev' },
      body: { name: 'eth0' },
    });
    expect(renamed).toMatchObject({ type: 'success', data: { name: 'eth0', primary: true } });
    const viewer = platform.clientAs('simone');
    expect(await viewer.instanceNetworkInterfaceList({ query: scratch })).toMatchObject({ type: 'success' });
    expect(
      await viewer.instanceNetworkInterfaceCreate({
        query: { ...mock, instance: 'windows-dev' },
        body: nicBody('x', 'default'),
      }),
    ).toMatchObject({ statusCode: 403, data: { errorCode: 'Forbidden' } });
  });
});

describe('interfaces of new instances', () => {
  const instance = (name: string, networkInterfaces: Record<string, unknown>) =>
    platform.fetchAs('hannah', '/v1/instances?project=mock-project', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        description: '',
        hostname: name,
        memory: 1024 ** 3,
        ncpus: 1,
        start: false,
        network_interfaces: networkInterfaces,
      }),
    });

  it('creates the listed interfaces, the first one primary', async () => {
    const response = await instance('two-nics', {
      type: 'create',
      params: [
        { name: 'a', description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet' },
        { name: 'b', description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet-2' },
      ],
    });
    expect(response.status).toBe(201);
    const nics = await platform.api.instanceNetworkInterfaceList({
      query: { ...mock, instance: 'two-nics' },
    });
    if (nics.type !== 'success') throw new Error('list failed');
    expect(nics.data.items.map((nic) => [nic.name, nic.primary])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('refuses a VPC or subnet that does not exist, creating nothing', async () => {
    const before = platform.db.table('networkInterfaces').size;
    const response = await instance('lost', {
      type: 'create',
      params: [{ name: 'a', description: '', vpc_name: 'mock-vpc', subnet_name: 'nowhere' }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'not found: vpc-subnet with name "nowhere"',
    });
    expect(platform.db.table('networkInterfaces').size).toBe(before);
    expect(await platform.api.instanceView({ path: { instance: 'lost' }, query: mock })).toMatchObject({
      statusCode: 404,
    });
  });
});
