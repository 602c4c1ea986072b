import { describe, expect, it } from 'vitest';
import { json, signedInSandbox } from '../testing/cli';

const project = ['--project', 'compute'];

const sandbox = signedInSandbox(async () => {
  const { api } = sandbox.platform;
  await api.projectCreate({ body: { name: 'compute', description: 'instances made by tests' } });
  await api.currentUserSshKeyCreate({
    body: {
      name: 'laptop',
      description: '',
      publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGw4d1cnV0aF9rZXk= me@laptop',
    },
  });
});

interface WireInstance {
  name: string;
  run_state: string;
  ncpus: number;
  memory: number;
  hostname: string;
  boot_disk_id: string | null;
}

const GIB = 1024 ** 3;

describe('rackctl instance', { timeout: 120_000 }, () => {
  it('says so when a project has no instances', async () => {
    const result = await sandbox.rackctl(['instance', 'list', ...project]);
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: 'No instances\n' });
  });

  it('creates an instance from an image with SSH keys and an ephemeral IP, and waits for it to run', async () => {
    const result = await sandbox.rackctl([
      'instance',
      'create',
      'web-1',
      ...project,
      '--ncpus',
      '2',
      '--memory',
      '4GiB',
      '--image',
      'debian-12',
      '--ssh-key',
      'laptop',
      '--ip',
      'ephemeral',
      '--wait',
      '--json',
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('Created instance web-1');
    expect(result.stderr).toContain('Waiting for instance web-1 to be running');
    const instance = json<WireInstance>(result);
    expect(instance).toMatchObject({
      name: 'web-1',
      run_state: 'running',
      ncpus: 2,
      memory: 4 * GIB,
      hostname: 'web-1',
    });
    expect(instance.boot_disk_id).toBeTruthy();

    const disks = json<{ name: string; state: { state: string } }[]>(
      await sandbox.rackctl(['disk', 'list', ...project, '--json']),
    );
    expect(disks).toEqual([
      expect.objectContaining({
        name: expect.stringMatching(/^web-1-disk-[0-9a-f]{6}$/),
        state: expect.objectContaining({ state: 'attached' }),
      }),
    ]);
    const ips = await sandbox.platform.api.instanceExternalIpList({
      path: { instance: 'web-1' },
      query: { project: 'compute' },
    });
    expect(ips.type === 'success' && ips.data.items.map((ip) => ip.kind)).toContain('ephemeral');
  });

  it('creates a stopped instance with --no-start', async () => {
    const result = await sandbox.rackctl([
      'instance',
      'create',
      'batch-1',
      ...project,
      '--ncpus',
      '1',
      '--memory',
      '1GiB',
      '--no-start',
      '--wait',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^State:\s+stopped/m);
  });

  it('lists and views instances', async () => {
    const table = await sandbox.rackctl(['instance', 'list', ...project]);
    expect(table.stdout).toMatch(/^NAME\s+STATE\s+CPUS\s+MEMORY\s+HOSTNAME/);
    expect(table.stdout).toMatch(/^web-1\s+running\s+2\s+4 GiB\s+web-1/m);
    expect(table.stdout).toMatch(/^batch-1\s+stopped\s+1\s+1 GiB/m);

    const listed = json<WireInstance[]>(await sandbox.rackctl(['instance', 'list', ...project, '--json']));
    expect(listed.map((instance) => instance.name).sort()).toEqual(['batch-1', 'web-1']);

    const view = await sandbox.rackctl(['instance', 'view', 'web-1', ...project]);
    expect(view.stdout).toMatch(/^vCPUs:\s+2$/m);
    expect(view.stdout).toMatch(/^Memory:\s+4 GiB$/m);
    expect(
      json<WireInstance>(await sandbox.rackctl(['instance', 'view', 'web-1', ...project, '--json']))
        .run_state,
    ).toBe('running');
  });

  it('refuses actions the state table does not allow, before calling the platform (exit 1)', async () => {
    const start = await sandbox.rackctl(['instance', 'start', 'web-1', ...project]);
    expect(start.code).toBe(1);
    expect(start.stderr).toBe(
      'error: Cannot start instance web-1 while it is running (allowed when stopped or failed)\n',
    );
    const remove = await sandbox.rackctl(['instance', 'delete', 'web-1', ...project]);
    expect(remove.code).toBe(1);
    expect(remove.stderr).toContain('Cannot delete instance web-1 while it is running');
    const reboot = await sandbox.rackctl(['instance', 'reboot', 'batch-1', ...project]);
    expect(reboot.stderr).toContain(
      'Cannot reboot instance batch-1 while it is stopped (allowed when running)',
    );
    const serial = await sandbox.rackctl(['instance', 'serial', 'batch-1', ...project, '--tail']);
    expect(serial.code).toBe(1);
    expect(serial.stderr).toContain(
      'Cannot connect to the serial console of batch-1 while it is stopped (allowed when running, rebooting, migrating or repairing)',
    );
  });

  it('stops, starts and reboots with --wait', async () => {
    const stop = await sandbox.rackctl(['instance', 'stop', 'web-1', ...project, '--wait', '--json']);
    expect(stop.code).toBe(0);
    expect(stop.stderr).toContain('Stopping instance web-1');
    expect(json<WireInstance>(stop).run_state).toBe('stopped');

    const start = await sandbox.rackctl(['instance', 'start', 'web-1', ...project, '--wait', '--json']);
    expect(json<WireInstance>(start).run_state).toBe('running');

    const rebooted = await sandbox.rackctl(['instance', 'reboot', 'web-1', ...project, '--wait', '--json']);
    expect(rebooted.stderr).toContain('Rebooting instance web-1');
    expect(json<WireInstance>(rebooted).run_state).toBe('running');

    // Without --wait the command returns at once, with the instance on its way.
    const reboot = await sandbox.rackctl(['instance', 'reboot', 'web-1', ...project]);
    expect(reboot.code).toBe(0);
    expect(reboot.stdout).toMatch(/^State:\s+rebooting/m);
  });

  it('prints recent serial console output with --tail, as bytes or JSON', async () => {
    const tail = await sandbox.rackctl(['instance', 'serial', 'web-1', ...project, '--tail']);
    expect(tail.code).toBe(0);
    expect(tail.stdout).toContain('web-1 login:');
    const data = json<{ data: number[]; last_byte_offset: number }>(
      await sandbox.rackctl(['instance', 'serial', 'web-1', ...project, '--tail', '--bytes', '16', '--json']),
    );
    expect(data.data).toHaveLength(16);
    expect(data.last_byte_offset).toBeGreaterThanOrEqual(16);
  });

  it('sends piped input over the serial console websocket and prints what comes back', async () => {
    const result = await sandbox.rackctl(['instance', 'serial', 'web-1', ...project], {
      input: 'echo hello\r',
    });
    expect(result.code).toBe(0);
    // The mock echoes input and turns a carriage return into a newline.
    expect(result.stdout).toContain('echo hello\n');
  });

  it('deletes a stopped instance and keeps its disks', async () => {
    const result = await sandbox.rackctl(['instance', 'delete', 'batch-1', ...project]);
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(result.stderr).toContain('Deleted instance batch-1');
    const gone = await sandbox.rackctl(['instance', 'view', 'batch-1', ...project]);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toBe('error: Not found: instance with name "batch-1"\n');
  });

  it('checks create options before calling the platform (exit 2)', async () => {
    const cases: [string[], string][] = [
      [['--ncpus', '2'], "required option '--memory <size>' not specified"],
      [
        ['--ncpus', 'two', '--memory', '1GiB'],
        "option '--ncpus <n>' argument 'two' is invalid. Must be a whole number.",
      ],
      [['--ncpus', '2', '--memory', 'lots'], 'Must be a size such as 4GiB, 512MiB or a number of bytes.'],
      [
        ['--ncpus', '2', '--memory', '1GiB', '--ip', 'static'],
        'Must be "ephemeral", "ephemeral:POOL" or "floating:NAME".',
      ],
      [
        ['--ncpus', '2', '--memory', '1GiB', '--boot-disk-size', '10GiB'],
        'error: --boot-disk-size needs --image',
      ],
    ];
    for (const [options, message] of cases) {
      const result = await sandbox.rackctl(['instance', 'create', 'bad-1', ...project, ...options]);
      expect(result.code, options.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
    }
    const noProject = await sandbox.rackctl(['instance', 'list']);
    expect(noProject.code).toBe(2);
    expect(noProject.stderr).toContain("required option '-p, --project <project>' not specified");
    const fromEnv = await sandbox.rackctl(['instance', 'list', '--json'], {
      env: { RACK_PROJECT: 'compute' },
    });
    expect(fromEnv.code).toBe(0);
  });

  it('reports what the platform refuses with the error catalogue (exit 1)', async () => {
    const noImage = await sandbox.rackctl([
      'instance',
      'create',
      'bad-2',
      ...project,
      '--ncpus',
      '1',
      '--memory',
      '1GiB',
      '--image',
      'no-such-image',
    ]);
    expect(noImage.code).toBe(1);
    expect(noImage.stderr).toBe('error: Not found: image with name "no-such-image"\n');
    const taken = await sandbox.rackctl([
      'instance',
      'create',
      'web-1',
      ...project,
      '--ncpus',
      '1',
      '--memory',
      '1GiB',
    ]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toBe('error: Instance name already exists\n');
    const tooBig = await sandbox.rackctl([
      'instance',
      'create',
      'big-1',
      ...project,
      '--ncpus',
      '1',
      '--memory',
      '1537GiB',
    ]);
    expect(tooBig.code).toBe(1);
    expect(tooBig.stderr).toMatch(/^error: .*memory must be at most/);
  });
});
