import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { json, signedInSandbox } from '../testing/cli';

const project = ['--project', 'edge'];

const sandbox = signedInSandbox(async () => {
  const { api } = sandbox.platform;
  await api.projectCreate({ body: { name: 'edge', description: '' } });
  for (const name of ['web-1', 'web-2']) {
    await api.instanceCreate({
      query: { project: 'edge' },
      body: { name, description: '', hostname: name, ncpus: 1, memory: 1024 ** 3, start: false },
    });
  }
});

interface WirePool {
  name: string;
  ip_version: string;
  description: string;
}

describe('rackctl subnet-pool', { timeout: 120_000 }, () => {
  it('creates a pool, adds a member, links it to a silo and shows what is allocated', async () => {
    const created = await sandbox.rackctl([
      'subnet-pool',
      'create',
      '--name',
      'edge-v4',
      '--description',
      'Edge blocks',
      '--ip-version',
      'v4',
      '--json',
    ]);
    expect(created.code, created.stderr).toBe(0);
    expect(json<WirePool>(created)).toMatchObject({ name: 'edge-v4', ip_version: 'v4' });
    expect(created.stderr).toContain('Created subnet pool edge-v4');
    const table = await sandbox.rackctl(['subnet-pool', 'list']);
    expect(table.stdout).toMatch(/^NAME\s+VERSION\s+DESCRIPTION\s+CREATED$/m);
    expect(table.stdout).toMatch(/^edge-v4\s+v4\s+Edge blocks/m);
    expect(table.stdout).toMatch(/^customer-v4\s+v4/m);

    const added = await sandbox.rackctl([
      'subnet-pool',
      'member',
      'add',
      'edge-v4',
      '--subnet',
      '100.80.0.0/24',
      '--max-prefix-len',
      '28',
      '--json',
    ]);
    expect(added.code, added.stderr).toBe(0);
    expect(json(added)).toMatchObject({
      subnet: '100.80.0.0/24',
      min_prefix_length: 24,
      max_prefix_length: 28,
    });
    expect((await sandbox.rackctl(['subnet-pool', 'member', 'list', 'edge-v4'])).stdout).toMatch(
      /^100\.80\.0\.0\/24\s+24\s+28\s/m,
    );

    const linked = await sandbox.rackctl(['subnet-pool', 'link', 'edge-v4', '--silo', 'maze-war']);
    expect(linked.code, linked.stderr).toBe(0);
    expect(linked.stderr).toContain('Linked subnet pool edge-v4 to silo maze-war');
    const silos = json<{ silo_id: string; is_default: boolean }[]>(
      await sandbox.rackctl(['subnet-pool', 'silo-list', 'edge-v4', '--json']),
    );
    expect(silos).toEqual([expect.objectContaining({ is_default: false })]);

    const utilization = await sandbox.rackctl(['subnet-pool', 'utilization', 'edge-v4']);
    expect(utilization.stdout).toMatch(/^Capacity:\s+256$/m);
    expect(utilization.stdout).toMatch(/^Remaining:\s+256$/m);
    expect(json(await sandbox.rackctl(['subnet-pool', 'utilization', 'edge-v4', '--json']))).toEqual({
      capacity: 256,
      remaining: 256,
    });

    const updated = await sandbox.rackctl(['subnet-pool', 'update', 'edge-v4', '-d', 'Edge routing']);
    expect(updated.stdout).toMatch(/^Description:\s+Edge routing$/m);
    expect((await sandbox.rackctl(['subnet-pool', 'view', 'edge-v4'])).stdout).toMatch(/^IP version:\s+v4$/m);

    // A pool still holding member subnets is refused deletion, in the platform's words.
    const inUse = await sandbox.rackctl(['subnet-pool', 'delete', 'edge-v4']);
    expect(inUse.code).toBe(1);
    expect(inUse.stderr).toContain('Subnet Pool cannot be deleted while it contains member subnets');

    for (const args of [
      ['subnet-pool', 'unlink', 'edge-v4', '--silo', 'maze-war'],
      ['subnet-pool', 'member', 'remove', 'edge-v4', '--subnet', '100.80.0.0/24'],
      ['subnet-pool', 'delete', 'edge-v4'],
    ]) {
      const result = await sandbox.rackctl(args);
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
    }
    expect((await sandbox.rackctl(['subnet-pool', 'view', 'edge-v4'])).code).toBe(1);
  });

  it('refuses overlapping members, and bad subnets before any call', async () => {
    const overlap = await sandbox.rackctl([
      'subnet-pool',
      'member',
      'add',
      'lab-subnets',
      '--subnet',
      '100.72.0.0/24',
    ]);
    expect(overlap.code).toBe(1);
    expect(overlap.stderr).toContain('overlaps with an existing IP pool range or subnet pool member');
    const bad = await sandbox.rackctl([
      'subnet-pool',
      'member',
      'add',
      'lab-subnets',
      '--subnet',
      '10.0.0.0/33',
    ]);
    expect(bad.code).toBe(2);
    const twice = await sandbox.rackctl(['subnet-pool', 'create', 'a', '--name', 'b']);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('Give the name once');
    const none = await sandbox.rackctl(['subnet-pool', 'create']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Give the name of the new subnet pool');
  });
});

interface WireExternalSubnet {
  name: string;
  subnet: string;
  instance_id?: string | null;
}

describe('rackctl external-subnet', { timeout: 120_000 }, () => {
  it('allocates from a pool or explicitly, attaches, detaches and releases', async () => {
    const pooled = await sandbox.rackctl([
      'external-subnet',
      'create',
      ...project,
      '--name',
      'pooled',
      '--pool',
      'customer-v4',
      '--prefix-len',
      '28',
      '--json',
    ]);
    expect(pooled.code, pooled.stderr).toBe(0);
    expect(json<WireExternalSubnet>(pooled).subnet).toMatch(/^100\.72\.\d+\.\d+\/28$/);

    const explicit = await sandbox.rackctl([
      'external-subnet',
      'create',
      ...project,
      '--name',
      'explicit',
      '--description',
      'for the load balancer',
      '--subnet',
      '100.72.8.0/28',
    ]);
    expect(explicit.code, explicit.stderr).toBe(0);
    expect(explicit.stderr).toContain('Created external subnet explicit (100.72.8.0/28)');
    expect(explicit.stdout).toMatch(/^Subnet:\s+100\.72\.8\.0\/28$/m);

    const table = await sandbox.rackctl(['external-subnet', 'list', ...project]);
    expect(table.stdout).toMatch(/^NAME\s+SUBNET\s+INSTANCE\s+DESCRIPTION\s+CREATED$/m);
    expect(table.stdout).toMatch(/^explicit\s+100\.72\.8\.0\/28\s+for the load balancer/m);

    const attached = await sandbox.rackctl([
      'external-subnet',
      'attach',
      'explicit',
      ...project,
      '--instance',
      'web-1',
      '--json',
    ]);
    expect(attached.code, attached.stderr).toBe(0);
    const { api } = sandbox.platform;
    const web1 = await api.instanceView({ path: { instance: 'web-1' }, query: { project: 'edge' } });
    if (web1.type !== 'success') throw new Error('web-1 not found');
    expect(json<WireExternalSubnet>(attached).instance_id).toBe(web1.data.id);

    // Attached to one instance, it is refused to another, and cannot be released.
    const elsewhere = await sandbox.rackctl([
      'external-subnet',
      'attach',
      'explicit',
      ...project,
      '--instance',
      'web-2',
    ]);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain('while still attached to another');
    const stillAttached = await sandbox.rackctl(['external-subnet', 'delete', 'explicit', ...project]);
    expect(stillAttached.code).toBe(1);

    const detached = await sandbox.rackctl(['external-subnet', 'detach', 'explicit', ...project]);
    expect(detached.code, detached.stderr).toBe(0);
    expect(detached.stderr).toContain('Detached external subnet explicit');
    expect(detached.stdout).toMatch(/^Instance:\s*$/m);

    const renamed = await sandbox.rackctl([
      'external-subnet',
      'update',
      'explicit',
      ...project,
      '--name',
      'lb',
    ]);
    expect(renamed.stderr).toContain('Updated external subnet lb');
    for (const name of ['lb', 'pooled']) {
      const deleted = await sandbox.rackctl(['external-subnet', 'delete', name, ...project]);
      expect(deleted.code, deleted.stderr).toBe(0);
      expect(deleted.stderr).toContain(`Deleted external subnet ${name}`);
    }
    expect(json(await sandbox.rackctl(['external-subnet', 'list', ...project, '--json']))).toEqual([]);
  });

  it('refuses an overlapping subnet, and a create that says neither or both ways to allocate', async () => {
    const first = await sandbox.rackctl([
      'external-subnet',
      'create',
      'first',
      ...project,
      '--subnet',
      '100.72.9.0/28',
    ]);
    expect(first.code, first.stderr).toBe(0);
    const overlap = await sandbox.rackctl([
      'external-subnet',
      'create',
      'second',
      ...project,
      '--subnet',
      '100.72.9.0/27',
    ]);
    expect(overlap.code).toBe(1);
    expect(overlap.stderr).toContain('The requested IP subnet overlaps with an existing External Subnet');

    const neither = await sandbox.rackctl(['external-subnet', 'create', 'x', ...project]);
    expect(neither.code).toBe(2);
    expect(neither.stderr).toContain('Give --prefix-len N');
    const both = await sandbox.rackctl([
      'external-subnet',
      'create',
      'x',
      ...project,
      '--pool',
      'customer-v4',
      '--subnet',
      '100.72.10.0/28',
    ]);
    expect(both.code).toBe(2);
    expect((await sandbox.rackctl(['external-subnet', 'delete', 'first', ...project])).code).toBe(0);
  });
});

describe('rackctl multicast-group', { timeout: 120_000 }, () => {
  it('lists and shows groups, and joins and leaves them with an instance', async () => {
    const table = await sandbox.rackctl(['multicast-group', 'list']);
    expect(table.stdout).toMatch(/^NAME\s+ADDRESS\s+STATE\s+SOURCES\s+DESCRIPTION\s+CREATED$/m);
    expect(table.stdout).toMatch(/^telemetry\s+239\.10\.0\.1\s+active\s+any\s/m);
    expect((await sandbox.rackctl(['multicast-group', 'view', 'telemetry'])).stdout).toMatch(
      /^Address:\s+239\.10\.0\.1$/m,
    );

    const joined = await sandbox.rackctl([
      'multicast-group',
      'join',
      'telemetry',
      ...project,
      '--instance',
      'web-1',
      '--json',
    ]);
    expect(joined.code, joined.stderr).toBe(0);
    expect(json(joined)).toMatchObject({ name: 'web-1', multicast_ip: '239.10.0.1' });
    const members = json<{ name: string }[]>(
      await sandbox.rackctl(['multicast-group', 'members', 'telemetry', '--json']),
    );
    expect(members.map((member) => member.name)).toContain('web-1');
    expect((await sandbox.rackctl(['multicast-group', 'joined', 'web-1', ...project])).stdout).toMatch(
      /^web-1\s+239\.10\.0\.1\s/m,
    );

    const left = await sandbox.rackctl([
      'multicast-group',
      'leave',
      'telemetry',
      ...project,
      '--instance',
      'web-1',
    ]);
    expect(left.code, left.stderr).toBe(0);
    expect(left.stderr).toContain('Instance web-1 left multicast group telemetry');
    const none = await sandbox.rackctl(['multicast-group', 'joined', 'web-1', ...project]);
    expect(none.stderr).toContain('The instance belongs to no multicast group');
  });

  it('refuses a group address no multicast pool of the silo holds', async () => {
    const refused = await sandbox.rackctl([
      'multicast-group',
      'join',
      '239.99.0.1',
      ...project,
      '--instance',
      'web-1',
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('multicast pool containing address 239.99.0.1');
    const missing = await sandbox.rackctl(['multicast-group', 'join', 'telemetry', ...project]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("required option '--instance <instance>' not specified");
  });
});

describe('completion of the new nouns', { timeout: 120_000 }, () => {
  it('offers subnet-pool, external-subnet and multicast-group and their verbs', async () => {
    // Sourced from a file: the script is larger than one command-line argument may be (128 KiB).
    const script = join(sandbox.configHome, 'rackctl.bash');
    await writeFile(script, (await sandbox.rackctl(['completion', 'bash'])).stdout);
    const complete = async (...words: string[]) =>
      (
        await promisify(execFile)(
          'bash',
          [
            '-c',
            `source '${script}'; COMP_WORDS=(${words.map((word) => `'${word}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _rackctl; echo "\${COMPREPLY[*]}"`,
          ],
          { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: sandbox.configHome } },
        )
      ).stdout
        .trim()
        .split(' ')
        .filter(Boolean);
    expect(await complete('rackctl', 'subnet')).toEqual(['subnet', 'subnet-pool']);
    expect(await complete('rackctl', 'ext')).toEqual(['external-subnet']);
    expect(await complete('rackctl', 'multicast-group', '')).toEqual(
      expect.arrayContaining(['list', 'view', 'members', 'joined', 'join', 'leave']),
    );
    expect(await complete('rackctl', 'subnet-pool', '')).toEqual(
      expect.arrayContaining(['create', 'member', 'link', 'unlink', 'silo-list', 'utilization', 'delete']),
    );
    expect(await complete('rackctl', 'subnet-pool', 'member', '')).toEqual(
      expect.arrayContaining(['list', 'add', 'remove']),
    );
    expect((await complete('rackctl', 'external-subnet', 'create', '--pr')).sort()).toEqual([
      '--prefix-len',
      '--profile',
      '--project',
    ]);
  });
});
