import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestPlatform, type TestPlatform } from '../testing/harness';
import { GiB, instanceHelpers, invalid, project } from '../testing/instance-test-support';

let platform: TestPlatform;
let helpers: ReturnType<typeof instanceHelpers>;
beforeAll(async () => {
  platform = await startTestPlatform();
  helpers = instanceHelpers(platform);
});
afterAll(() => platform.close());

describe('instance lifecycle', () => {
  it('stops, starts, reboots and deletes, refusing actions outside their states', async () => {
    await helpers.create('cycle');
    await helpers.waitForState('cycle', 'running');
    const path = { instance: 'cycle' };
    expect(await platform.api.instanceDelete({ path, query: { project } })).toMatchObject(
      invalid('instance cannot be deleted in state "running"'),
    );
    expect(await platform.api.instanceStart({ path, query: { project } })).toMatchObject(
      invalid('instance cannot be started in state "running"'),
    );
    const stopping = await platform.api.instanceStop({ path, query: { project } });
    expect(stopping).toMatchObject({ type: 'success', statusCode: 202, data: { runState: 'stopping' } });
    expect(await helpers.waitForState('cycle', 'stopped')).toBe('stopped');
    expect(await platform.api.instanceReboot({ path, query: { project } })).toMatchObject(
      invalid('instance cannot be rebooted in state "stopped"'),
    );
    expect(await platform.api.instanceStart({ path, query: { project } })).toMatchObject({
      type: 'success',
      data: { runState: 'starting' },
    });
    await helpers.waitForState('cycle', 'running');
    expect(await platform.api.instanceReboot({ path, query: { project } })).toMatchObject({
      data: { runState: 'rebooting' },
    });
    await helpers.waitForState('cycle', 'running');
    await platform.api.instanceStop({ path, query: { project } });
    await helpers.waitForState('cycle', 'stopped');
    expect(await platform.api.instanceDelete({ path, query: { project } })).toMatchObject({
      statusCode: 204,
    });
    // The boot disk stays, detached, as on the platform.
    const disk = await platform.api.diskView({ path: { disk: 'cycle-boot' }, query: { project } });
    expect(disk).toMatchObject({ type: 'success', data: { state: { state: 'detached' } } });
  });

  it('releases addresses and memberships of a deleted instance', async () => {
    await helpers.create('leaver', {
      start: false,
      externalIps: [{ type: 'ephemeral' }],
      antiAffinityGroups: ['web-spread'],
    });
    await helpers.waitForState('leaver', 'stopped');
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
    await helpers.create('resizer');
    await helpers.waitForState('resizer', 'running');
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
    await helpers.waitForState('resizer', 'stopped');
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
        body: helpers.instanceBody('viewer-made', { start: false }),
      }),
    ).toMatchObject({ type: 'error', statusCode: 403, data: { errorCode: 'Forbidden' } });
    expect(await viewer.instanceStop({ path: { instance: 'db1' }, query: { project } })).toMatchObject({
      statusCode: 403,
    });
    const limited = platform.clientAs('jacob');
    expect(
      await limited.instanceCreate({
        query: { project },
        body: helpers.instanceBody('jacobs', { start: false }),
      }),
    ).toMatchObject({ type: 'success', statusCode: 201 });
  });

  it('hides instances of projects the caller cannot see', async () => {
    const db1 = await helpers.view('db1');
    if (db1.type !== 'success') throw new Error('view failed');
    const outsider = platform.clientAs('ada');
    expect(await outsider.instanceView({ path: { instance: db1.data.id } })).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { message: `not found: instance with id "${db1.data.id}"` },
    });
  });
});
