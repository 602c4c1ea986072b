import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../fixtures/identity';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { GiB, instanceHelpers, invalid, project } from '../testing/instance-test-support';

let platform: TestPlatform;
let helpers: ReturnType<typeof instanceHelpers>;
beforeAll(async () => {
  platform = await startTestPlatform();
  helpers = instanceHelpers(platform);
});
afterAll(() => platform.close());

describe('seeded instances', () => {
  it('cover every run state in mock-project', async () => {
    const result = await platform.api.instanceList({ query: { project } });
    if (result.type !== 'success') throw new Error('list failed');
    const states = new Set(result.data.items.map((instance) => instance.runState));
    expect([...states].sort()).toEqual(
      [
        'creating',
        'failed',
        'migrating',
        'rebooting',
        'repairing',
        'running',
        'starting',
        'stopped',
        'stopping',
      ].sort(),
    );
    const failed = result.data.items.find((instance) => instance.runState === 'failed');
    expect(failed).toMatchObject({
      autoRestartEnabled: true,
      autoRestartCooldownExpiration: expect.any(Date),
    });
  });

  it('keep seeded transient states for demos', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await helpers.runStateOf('build-runner')).toBe('starting');
  });

  it('are found by id without a project, and refuse a project with an id', async () => {
    const db1 = await helpers.view('db1');
    if (db1.type !== 'success') throw new Error('view failed');
    const byId = await platform.api.instanceView({ path: { instance: db1.data.id } });
    expect(byId).toMatchObject({ type: 'success', data: { name: 'db1' } });
    expect(
      await platform.api.instanceView({ path: { instance: db1.data.id }, query: { project } }),
    ).toMatchObject(invalid('when providing instance as an ID project should not be specified'));
    expect(await platform.api.instanceView({ path: { instance: 'db1' } })).toMatchObject(
      invalid('project is required when instance is provided by name'),
    );
    expect(await helpers.view('nope')).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { errorCode: 'ObjectNotFound', message: 'not found: instance with name "nope"' },
    });
  });

  it('list only with a project', async () => {
    const response = await platform.fetchAs('hannah', '/v1/instances');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'unable to parse query string: missing field `project`',
    });
  });

  it('show boot output on the serial console of a running instance', async () => {
    const result = await platform.api.instanceSerialConsole({
      path: { instance: 'db1' },
      query: { project, mostRecent: 64 },
    });
    if (result.type !== 'success') throw new Error('serial console failed');
    expect(result.data.data).toHaveLength(64);
    expect(new TextDecoder().decode(Uint8Array.from(result.data.data))).toContain('db1 login:');
    expect(
      await platform.api.instanceSerialConsole({ path: { instance: 'scratch' }, query: { project } }),
    ).toMatchObject(invalid('instance must be running to connect to its serial console (it is stopped)'));
  });
});

describe('instance create', () => {
  it('creates, boots and wires up an instance', async () => {
    const created = await platform.api.instanceCreate({
      query: { project },
      body: helpers.instanceBody('fresh'),
    });
    expect(created).toMatchObject({ type: 'success', statusCode: 201, data: { runState: 'creating' } });
    expect(await helpers.waitForState('fresh', 'running')).toBe('running');
    const disks = await platform.api.instanceDiskList({ path: { instance: 'fresh' }, query: { project } });
    expect(disks).toMatchObject({ type: 'success', data: { items: [{ name: 'fresh-boot' }] } });
    const nics = await platform.api.instanceNetworkInterfaceList({ query: { project, instance: 'fresh' } });
    expect(nics).toMatchObject({ type: 'success', data: { items: [{ name: 'net0', primary: true }] } });
    const ips = await platform.api.instanceExternalIpList({
      path: { instance: 'fresh' },
      query: { project },
    });
    expect(ips).toMatchObject({ type: 'success', data: { items: [{ kind: 'snat', firstPort: 0 }] } });
    const output = await platform.api.instanceSerialConsole({
      path: { instance: 'fresh' },
      query: { project },
    });
    if (output.type !== 'success') throw new Error('serial console failed');
    expect(new TextDecoder().decode(Uint8Array.from(output.data.data))).toContain('ubuntu 24.04 fresh ttyS0');
    expect(output.data.lastByteOffset).toBe(output.data.data.length);
  });

  it('creates a stopped instance when asked not to start it', async () => {
    await helpers.create('idle', { start: false, networkInterfaces: { type: 'none' } });
    expect(await helpers.waitForState('idle', 'stopped')).toBe('stopped');
    const ips = await platform.api.instanceExternalIpList({ path: { instance: 'idle' }, query: { project } });
    expect(ips).toMatchObject({ type: 'success', data: { items: [] } });
  });

  it('refuses a duplicate name', async () => {
    expect(
      await platform.api.instanceCreate({ query: { project }, body: helpers.instanceBody('db1') }),
    ).toMatchObject({
      type: 'error',
      statusCode: 400,
      data: { errorCode: 'ObjectAlreadyExists', message: 'already exists: instance "db1"' },
    });
  });

  it.each([
    [{ memory: GiB / 2 }, 'unsupported value for "size": memory must be at least 1 GiB'],
    [{ memory: 3 * GiB + 1 }, 'unsupported value for "size": memory must be divisible by 1 GiB'],
    [{ ncpus: 0 }, 'unsupported value for "ncpus": an instance needs at least 1 vCPU'],
    [{ ncpus: 65 }, 'unsupported value for "ncpus": an instance may have at most 64 vCPUs'],
  ])('refuses sizes outside the limits (%o)', async (overrides, message) => {
    expect(
      await platform.api.instanceCreate({
        query: { project },
        body: helpers.instanceBody('bad-size', overrides),
      }),
    ).toMatchObject(invalid(message, 'InvalidValue'));
  });

  // Every table an instance create writes to (the audit log records the refusal, as it should).
  const written = [
    'instances',
    'disks',
    'networkInterfaces',
    'externalIps',
    'instanceExternalIps',
    'floatingIps',
  ];
  const tables = () => Object.fromEntries(written.map((name) => [name, platform.db.snapshot()[name]]));

  it('refuses a disk attached elsewhere, and writes nothing', async () => {
    await platform.api.instanceList({ query: { project } });
    const before = tables();
    const result = await platform.api.instanceCreate({
      query: { project },
      body: helpers.instanceBody('grabby', { disks: [{ type: 'attach', name: 'db1-data' }] }),
    });
    expect(result).toMatchObject(
      invalid('cannot attach disk "db1-data": disk is attached to another instance'),
    );
    expect(tables()).toEqual(before);
  });

  it('undoes interfaces and addresses when an address cannot be allocated', async () => {
    await platform.api.instanceList({ query: { project } });
    const before = tables();
    const result = await platform.api.instanceCreate({
      query: { project },
      body: helpers.instanceBody('unlinked', {
        externalIps: [{ type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'spare' } }],
      }),
    });
    expect(result).toMatchObject({ type: 'error', statusCode: 404, data: { errorCode: 'ObjectNotFound' } });
    expect(tables()).toEqual(before);
  });

  it('refuses a missing VPC, an unknown SSH key and an attached floating IP', async () => {
    const nic = { name: 'net0', description: '', vpcName: 'no-vpc', subnetName: 'default' };
    expect(
      await platform.api.instanceCreate({
        query: { project },
        body: helpers.instanceBody('no-net', { networkInterfaces: { type: 'create', params: [nic] } }),
      }),
    ).toMatchObject(invalid('not found: vpc with name "no-vpc"'));
    expect(
      await platform.api.instanceCreate({
        query: { project },
        body: helpers.instanceBody('no-key', { sshPublicKeys: ['nope'] }),
      }),
    ).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { message: 'not found: ssh-key with name "nope"' },
    });
    expect(
      await platform.api.instanceCreate({
        query: { project },
        body: helpers.instanceBody('no-float', {
          externalIps: [{ type: 'floating', floatingIp: 'rootbeer-float' }],
        }),
      }),
    ).toMatchObject(
      invalid('floating IP cannot be attached to one instance while still attached to another'),
    );
    expect(await helpers.view('no-net')).toMatchObject({ statusCode: 404 });
  });

  it('gives the instance its addresses, keys and anti-affinity groups', async () => {
    const key = await platform.api.currentUserSshKeyCreate({
      body: { name: 'laptop', description: '', publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIL laptop' },
    });
    expect(key.type).toBe('success');
    await helpers.create('wired', {
      externalIps: [{ type: 'ephemeral' }, { type: 'floating', floatingIp: 'cola-float' }],
      antiAffinityGroups: ['db-spread'],
    });
    const ips = await platform.api.instanceExternalIpList({
      path: { instance: 'wired' },
      query: { project },
    });
    if (ips.type !== 'success') throw new Error('list failed');
    expect(ips.data.items.map((ip) => ip.kind).sort()).toEqual(['ephemeral', 'floating', 'snat']);
    const keys = await platform.api.instanceSshPublicKeyList({
      path: { instance: 'wired' },
      query: { project },
    });
    expect(keys).toMatchObject({ type: 'success', data: { items: [{ name: 'laptop' }] } });
    const groups = await platform.api.instanceAntiAffinityGroupList({
      path: { instance: 'wired' },
      query: { project },
    });
    expect(groups).toMatchObject({ type: 'success', data: { items: [{ name: 'db-spread' }] } });
    await helpers.create('keyless', { sshPublicKeys: [], start: false });
    const none = await platform.api.instanceSshPublicKeyList({
      path: { instance: 'keyless' },
      query: { project },
    });
    expect(none).toMatchObject({ type: 'success', data: { items: [] } });
  });

  it('refuses to go over the silo quota', async () => {
    const quotas = platform.db.table('siloQuotas');
    const siloId = platform.db.table('projects').get(projects.mock.id)?.silo_id as string;
    const saved = quotas.get(siloId);
    quotas.set(siloId, { silo_id: siloId, cpus: 1, memory: 1024 * GiB, storage: 100 * 1024 * GiB });
    try {
      const result = await platform.api.instanceCreate({
        query: { project },
        body: helpers.instanceBody('greedy'),
      });
      expect(result).toMatchObject({
        type: 'error',
        statusCode: 507,
        data: { errorCode: 'InsufficientCapacity' },
      });
    } finally {
      if (saved) quotas.set(siloId, saved);
      else quotas.delete(siloId);
    }
  });

  it('creates one instance when many creates race for a name', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        platform.api.instanceCreate({
          query: { project },
          body: helpers.instanceBody('racer', { start: false }),
        }),
      ),
    );
    expect(results.filter((result) => result.type === 'success')).toHaveLength(1);
    expect(results.filter((result) => result.statusCode === 400)).toHaveLength(19);
  });
});
