import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const GiB = 1024 ** 3;
const project = 'mock-project';
const ubuntuImageId = () =>
  [...platform.db.table('images').values()].find(
    (image) => image.name === 'ubuntu-24-04' && !image.project_id,
  )?.id as string;

/** A small instance booting from a fresh Ubuntu disk; `overrides` changes any field. */
const instanceBody = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  description: `test instance ${name}`,
  hostname: name,
  memory: 2 * GiB,
  ncpus: 1,
  bootDisk: {
    type: 'create' as const,
    name: `${name}-boot`,
    description: '',
    size: 10 * GiB,
    diskBackend: {
      type: 'distributed' as const,
      diskSource: { type: 'image' as const, imageId: ubuntuImageId(), readOnly: false },
    },
  },
  ...overrides,
});

const view = (instance: string) => platform.api.instanceView({ path: { instance }, query: { project } });
const runStateOf = async (instance: string) => {
  const result = await view(instance);
  return result.type === 'success' ? result.data.runState : undefined;
};
const waitForState = (instance: string, state: string) =>
  eventually(
    () => runStateOf(instance),
    (runState) => runState === state,
  );

async function create(name: string, overrides: Record<string, unknown> = {}) {
  const result = await platform.api.instanceCreate({
    query: { project },
    body: instanceBody(name, overrides),
  });
  if (result.type !== 'success') throw new Error(`create ${name} failed: ${JSON.stringify(result)}`);
  return result.data;
}

const invalid = (message: string, errorCode = 'InvalidRequest') => ({
  type: 'error',
  statusCode: 400,
  data: { errorCode, message },
});

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
    expect(await runStateOf('build-runner')).toBe('starting');
  });

  it('are found by id without a project, and refuse a project with an id', async () => {
    const db1 = await view('db1');
    if (db1.type !== 'success') throw new Error('view failed');
    const byId = await platform.api.instanceView({ path: { instance: db1.data.id } });
    expect(byId).toMatchObject({ type: 'success', data: { name: 'db1' } });
    expect(
      await platform.api.instanceView({ path: { instance: db1.data.id }, query: { project } }),
    ).toMatchObject(invalid('when providing instance as an ID project should not be specified'));
    expect(await platform.api.instanceView({ path: { instance: 'db1' } })).toMatchObject(
      invalid('project is required when instance is provided by name'),
    );
    expect(await view('nope')).toMatchObject({
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
    const created = await platform.api.instanceCreate({ query: { project }, body: instanceBody('fresh') });
    expect(created).toMatchObject({ type: 'success', statusCode: 201, data: { runState: 'creating' } });
    expect(await waitForState('fresh', 'running')).toBe('running');
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
    await create('idle', { start: false, networkInterfaces: { type: 'none' } });
    expect(await waitForState('idle', 'stopped')).toBe('stopped');
    const ips = await platform.api.instanceExternalIpList({ path: { instance: 'idle' }, query: { project } });
    expect(ips).toMatchObject({ type: 'success', data: { items: [] } });
  });

  it('refuses a duplicate name', async () => {
    expect(
      await platform.api.instanceCreate({ query: { project }, body: instanceBody('db1') }),
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
      await platform.api.instanceCreate({ query: { project }, body: instanceBody('bad-size', overrides) }),
    ).toMatchObject(invalid(message, 'InvalidValue'));
  });

  it('refuses a disk attached elsewhere, and writes nothing', async () => {
    const before = platform.db.snapshot();
    const result = await platform.api.instanceCreate({
      query: { project },
      body: instanceBody('grabby', { disks: [{ type: 'attach', name: 'db1-data' }] }),
    });
    expect(result).toMatchObject(
      invalid('cannot attach disk "db1-data": disk is attached to another instance'),
    );
    expect(platform.db.snapshot()).toEqual(before);
  });

  it('refuses a missing VPC, an unknown SSH key and an attached floating IP', async () => {
    const nic = { name: 'net0', description: '', vpcName: 'no-vpc', subnetName: 'default' };
    expect(
      await platform.api.instanceCreate({
        query: { project },
        body: instanceBody('no-net', { networkInterfaces: { type: 'create', params: [nic] } }),
      }),
    ).toMatchObject(invalid('not found: vpc with name "no-vpc"'));
    expect(
      await platform.api.instanceCreate({
        query: { project },
        body: instanceBody('no-key', { sshPublicKeys: ['nope'] }),
      }),
    ).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { message: 'not found: ssh-key with name "nope"' },
    });
    expect(
      await platform.api.instanceCreate({
        query: { project },
        body: instanceBody('no-float', { externalIps: [{ type: 'floating', floatingIp: 'rootbeer-float' }] }),
      }),
    ).toMatchObject(
      invalid('floating IP cannot be attached to one instance while still attached to another'),
    );
    expect(await view('no-net')).toMatchObject({ statusCode: 404 });
  });

  it('gives the instance its addresses, keys and anti-affinity groups', async () => {
    const key = await platform.api.currentUserSshKeyCreate({
      body: { name: 'laptop', description: '', publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIL laptop' },
    });
    expect(key.type).toBe('success');
    await create('wired', {
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
    await create('keyless', { sshPublicKeys: [], start: false });
    const none = await platform.api.instanceSshPublicKeyList({
      path: { instance: 'keyless' },
      query: { project },
    });
    expect(none).toMatchObject({ type: 'success', data: { items: [] } });
  });

  it('refuses to go over the silo quota', async () => {
    const quotas = platform.db.table('siloQuotas');
    const siloId = platform.db.table('projects').get('5f0e2a8b-1c3d-4e5f-8a9b-000000000001')
      ?.silo_id as string;
    const saved = quotas.get(siloId);
    quotas.set(siloId, { silo_id: siloId, cpus: 1, memory: 1024 * GiB, storage: 100 * 1024 * GiB });
    try {
      const result = await platform.api.instanceCreate({ query: { project }, body: instanceBody('greedy') });
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
        platform.api.instanceCreate({ query: { project }, body: instanceBody('racer', { start: false }) }),
      ),
    );
    expect(results.filter((result) => result.type === 'success')).toHaveLength(1);
    expect(results.filter((result) => result.statusCode === 400)).toHaveLength(19);
  });
});

describe('instance lifecycle', () => {
  it('stops, starts, reboots and deletes, refusing actions outside their states', async () => {
    await create('cycle');
    await waitForState('cycle', 'running');
    const path = { instance: 'cycle' };
    expect(await platform.api.instanceDelete({ path, query: { project } })).toMatchObject(
      invalid('instance cannot be deleted in state "running"'),
    );
    expect(await platform.api.instanceStart({ path, query: { project } })).toMatchObject(
      invalid('instance cannot be started in state "running"'),
    );
    const stopping = await platform.api.instanceStop({ path, query: { project } });
    expect(stopping).toMatchObject({ type: 'success', statusCode: 202, data: { runState: 'stopping' } });
    expect(await waitForState('cycle', 'stopped')).toBe('stopped');
    expect(await platform.api.instanceReboot({ path, query: { project } })).toMatchObject(
      invalid('instance cannot be rebooted in state "stopped"'),
    );
    expect(await platform.api.instanceStart({ path, query: { project } })).toMatchObject({
      type: 'success',
      data: { runState: 'starting' },
    });
    await waitForState('cycle', 'running');
    expect(await platform.api.instanceReboot({ path, query: { project } })).toMatchObject({
      data: { runState: 'rebooting' },
    });
    await waitForState('cycle', 'running');
    await platform.api.instanceStop({ path, query: { project } });
    await waitForState('cycle', 'stopped');
    expect(await platform.api.instanceDelete({ path, query: { project } })).toMatchObject({
      statusCode: 204,
    });
    // The boot disk stays, detached, as on the platform.
    const disk = await platform.api.diskView({ path: { disk: 'cycle-boot' }, query: { project } });
    expect(disk).toMatchObject({ type: 'success', data: { state: { state: 'detached' } } });
  });

  it('releases addresses and memberships of a deleted instance', async () => {
    await create('leaver', {
      start: false,
      externalIps: [{ type: 'ephemeral' }],
      antiAffinityGroups: ['web-spread'],
    });
    await waitForState('leaver', 'stopped');
    const ips = await platform.api.instanceExternalIpList({
      path: { instance: 'leaver' },
      query: { project },
    });
    if (ips.type !== 'success') throw new Error('list failed');
    const addresses = ips.data.items.map((ip) => ip.ip);
    await platform.api.instanceDelete({ path: { instance: 'leaver' }, query: { project } });
    const allocated = [...platform.db.table('externalIps').values()].map((row) => row.ip);
    for (const address of addresses) expect(allocated).not.toContain(address);
    const members = await platform.api.antiAffinityGroupMemberList({
      path: { antiAffinityGroup: 'web-spread' },
      query: { project },
    });
    if (members.type !== 'success') throw new Error('list failed');
    expect(members.data.items.map((member) => member.value.name)).not.toContain('leaver');
  });

  it('resizes and changes the boot disk only while stopped', async () => {
    await create('resizer');
    await waitForState('resizer', 'running');
    const update = (body: Record<string, unknown>) =>
      platform.api.instanceUpdate({
        path: { instance: 'resizer' },
        query: { project },
        body: {
          ncpus: 1,
          memory: 2 * GiB,
          bootDisk: 'resizer-boot',
          autoRestartPolicy: null,
          cpuPlatform: null,
          enableJumboFrames: false,
          ...body,
        },
      });
    expect(await update({ ncpus: 2 })).toMatchObject(
      invalid('instance cannot be resized in state "running"'),
    );
    expect(await update({ bootDisk: null })).toMatchObject(
      invalid('instance boot disk cannot be changed in state "running"'),
    );
    expect(await update({ autoRestartPolicy: 'never' })).toMatchObject({
      type: 'success',
      data: { autoRestartEnabled: false, autoRestartPolicy: 'never' },
    });
    await platform.api.instanceStop({ path: { instance: 'resizer' }, query: { project } });
    await waitForState('resizer', 'stopped');
    expect(await update({ ncpus: 4, memory: 8 * GiB })).toMatchObject({
      type: 'success',
      data: { ncpus: 4, memory: 8 * GiB },
    });
    expect(await update({ bootDisk: 'backup-vol' })).toMatchObject(
      invalid('disk "backup-vol" is not attached to instance "resizer"'),
    );
    expect(await update({ bootDisk: null })).toMatchObject({ type: 'success', data: { bootDiskId: null } });
  });
});

describe('instance disks and addresses', () => {
  it('attaches and detaches disks through transient states', async () => {
    const path = { instance: 'scratch' };
    expect(
      await platform.api.instanceDiskAttach({
        path: { instance: 'db2' },
        query: { project },
        body: { disk: 'spare-data' },
      }),
    ).toMatchObject(invalid('cannot attach disk to instance in running state'));
    const attaching = await platform.api.instanceDiskAttach({
      path,
      query: { project },
      body: { disk: 'spare-data' },
    });
    expect(attaching).toMatchObject({
      type: 'success',
      statusCode: 202,
      data: { state: { state: 'attaching' } },
    });
    const diskState = async () => {
      const disk = await platform.api.diskView({ path: { disk: 'spare-data' }, query: { project } });
      return disk.type === 'success' ? disk.data.state.state : undefined;
    };
    expect(await eventually(diskState, (state) => state === 'attached')).toBe('attached');
    expect(
      await platform.api.instanceDiskDetach({ path, query: { project }, body: { disk: 'scratch-boot' } }),
    ).toMatchObject(invalid('disk "scratch-boot" is the instance\'s boot disk and cannot be detached'));
    const detaching = await platform.api.instanceDiskDetach({
      path,
      query: { project },
      body: { disk: 'spare-data' },
    });
    expect(detaching).toMatchObject({ type: 'success', data: { state: { state: 'detaching' } } });
    expect(await eventually(diskState, (state) => state === 'detached')).toBe('detached');
    expect(
      await platform.api.instanceDiskDetach({
        path: { instance: 'db1' },
        query: { project },
        body: { disk: 'db1-data' },
      }),
    ).toMatchObject(invalid('cannot detach disk from instance in running state'));
  });

  it('attaches and releases an ephemeral address', async () => {
    const path = { instance: 'windows-dev' };
    const attached = await platform.api.instanceEphemeralIpAttach({ path, query: { project }, body: {} });
    expect(attached).toMatchObject({ type: 'success', statusCode: 202, data: { kind: 'ephemeral' } });
    expect(
      await platform.api.instanceEphemeralIpAttach({ path, query: { project }, body: {} }),
    ).toMatchObject(invalid('instance "windows-dev" already has an ephemeral IPv4 address'));
    expect(await platform.api.instanceEphemeralIpDetach({ path, query: { project } })).toMatchObject({
      statusCode: 204,
    });
    expect(await platform.api.instanceEphemeralIpDetach({ path, query: { project } })).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { message: 'not found: ephemeral IP of instance "windows-dev"' },
    });
    expect(
      await platform.api.instanceEphemeralIpAttach({
        path: { instance: 'web-2' },
        query: { project },
        body: {},
      }),
    ).toMatchObject(invalid('cannot change the external IPs of an instance in state "rebooting"'));
  });
});

describe('instance permissions', () => {
  it('lets a viewer read but not change, and a limited collaborator change', async () => {
    const viewer = platform.clientAs('simone');
    expect(await viewer.instanceView({ path: { instance: 'db1' }, query: { project } })).toMatchObject({
      type: 'success',
    });
    expect(
      await viewer.instanceCreate({
        query: { project },
        body: instanceBody('viewer-made', { start: false }),
      }),
    ).toMatchObject({ type: 'error', statusCode: 403, data: { errorCode: 'Forbidden' } });
    expect(await viewer.instanceStop({ path: { instance: 'db1' }, query: { project } })).toMatchObject({
      statusCode: 403,
    });
    const limited = platform.clientAs('jacob');
    expect(
      await limited.instanceCreate({ query: { project }, body: instanceBody('jacobs', { start: false }) }),
    ).toMatchObject({ type: 'success', statusCode: 201 });
  });

  it('hides instances of projects the caller cannot see', async () => {
    const db1 = await view('db1');
    if (db1.type !== 'success') throw new Error('view failed');
    const outsider = platform.clientAs('ada');
    expect(await outsider.instanceView({ path: { instance: db1.data.id } })).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { message: `not found: instance with id "${db1.data.id}"` },
    });
  });
});
