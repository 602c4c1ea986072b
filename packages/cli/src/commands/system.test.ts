import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliSandbox, json, startSandbox } from '../testing/cli';

let sandbox: CliSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  await sandbox.login('hannah');
  // Simone is only a viewer of the silo (through the web-devs group).
  await sandbox.login('simone', 'viewer');
  await sandbox.platform.api.projectCreate({ body: { name: 'roles', description: '' } });
}, 120_000);
afterAll(() => sandbox?.close());

describe('rackctl silo, ip-pool and sled (fleet operators)', { timeout: 120_000 }, () => {
  it('creates, lists, views and deletes a silo', async () => {
    const created = await sandbox.rackctl([
      'silo',
      'create',
      'research',
      '--identity-mode',
      'local_only',
      '--cpus',
      '8',
      '--memory',
      '32GiB',
      '--storage',
      '1TiB',
      '--json',
    ]);
    expect(created.code).toBe(0);
    expect(json(created)).toMatchObject({
      name: 'research',
      identity_mode: 'local_only',
      discoverable: true,
    });
    expect((await sandbox.rackctl(['silo', 'list'])).stdout).toMatch(/^research\s+local_only\s+yes/m);
    expect((await sandbox.rackctl(['silo', 'view', 'maze-war'])).stdout).toMatch(/^Admin group:\s+admins$/m);
    const badMode = await sandbox.rackctl(['silo', 'create', 'x', '--identity-mode', 'ldap']);
    expect(badMode.code).toBe(2);
    expect(badMode.stderr).toContain(
      "option '--identity-mode <mode>' argument 'ldap' is invalid. Allowed choices are saml_jit, local_only, saml_scim.",
    );
  });

  it('creates an IP pool, adds and removes a range, links it to a silo', async () => {
    expect(json(await sandbox.rackctl(['ip-pool', 'create', 'lab', '--json']))).toMatchObject({
      name: 'lab',
      ip_version: 'v4',
    });
    const added = await sandbox.rackctl(['ip-pool', 'range', 'add', 'lab', '10.50.0.1', '10.50.0.20']);
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/^First:\s+10\.50\.0\.1$/m);
    expect((await sandbox.rackctl(['ip-pool', 'range', 'list', 'lab'])).stdout).toMatch(
      /^10\.50\.0\.1\s+10\.50\.0\.20/m,
    );
    const link = await sandbox.rackctl(['ip-pool', 'link', 'lab', '--silo', 'research', '--default']);
    expect(link.stderr).toContain('Linked IP pool lab to silo research as its default');
    expect((await sandbox.rackctl(['ip-pool', 'unlink', 'lab', '--silo', 'research'])).code).toBe(0);
    expect(
      (await sandbox.rackctl(['ip-pool', 'range', 'remove', 'lab', '10.50.0.1', '10.50.0.20'])).code,
    ).toBe(0);
    expect(json<unknown[]>(await sandbox.rackctl(['ip-pool', 'range', 'list', 'lab', '--json']))).toEqual([]);
    expect((await sandbox.rackctl(['ip-pool', 'view', 'lab'])).stdout).toMatch(/^IP version:\s+v4$/m);
    expect((await sandbox.rackctl(['ip-pool', 'list'])).stdout).toMatch(/^lab\s+v4\s+unicast\s+silos/m);
    expect((await sandbox.rackctl(['ip-pool', 'delete', 'lab'])).code).toBe(0);
    expect((await sandbox.rackctl(['silo', 'delete', 'research'])).code).toBe(0);

    const mixed = await sandbox.rackctl(['ip-pool', 'range', 'add', 'default', '10.0.0.1', 'fd00::1']);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain(
      'error: The first and last address of a range must be of the same IP version',
    );
    const notIp = await sandbox.rackctl(['ip-pool', 'range', 'add', 'default', '10.0.0.1', 'ten']);
    expect(notIp.code).toBe(2);
    expect(notIp.stderr).toContain("value 'ten' is invalid for argument 'last'. Not a valid IP address.");
  });

  it('lists sleds, shows one and the instances on it', async () => {
    const sleds = json<{ id: string; usable_hardware_threads: number }[]>(
      await sandbox.rackctl(['sled', 'list', '--json']),
    );
    expect(sleds.length).toBeGreaterThan(0);
    const [sled] = sleds;
    if (!sled) throw new Error('no sleds');
    expect((await sandbox.rackctl(['sled', 'list'])).stdout).toMatch(
      /^ID\s+SERIAL\s+STATE\s+POLICY\s+THREADS\s+RAM$/m,
    );
    expect((await sandbox.rackctl(['sled', 'view', sled.id])).stdout).toMatch(
      new RegExp(`^Hardware threads:\\s+${sled.usable_hardware_threads}$`, 'm'),
    );
    const instances = await sandbox.rackctl(['sled', 'instances', sled.id, '--json']);
    expect(instances.code).toBe(0);
    expect(Array.isArray(json(instances))).toBe(true);
  });

  it('refuses an operator command to a silo viewer with the catalogue message (exit 1)', async () => {
    const result = await sandbox.rackctl(['--profile', 'viewer', 'silo', 'list']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: Action not authorized\n');
  });
});

describe('rackctl user, group, policy and utilization', { timeout: 120_000 }, () => {
  it('lists users and groups, and members of a group', async () => {
    const users = await sandbox.rackctl(['user', 'list']);
    expect(users.stdout).toMatch(/^Hannah Arendt\s+1c0a4f1e-/m);
    const members = json<{ display_name: string }[]>(
      await sandbox.rackctl(['user', 'list', '--group', 'kernel-devs', '--json']),
    );
    expect(members.map((user) => user.display_name).sort()).toEqual(['Hans Jonas', 'Jacob Klein']);
    expect((await sandbox.rackctl(['user', 'view', 'Hans Jonas'])).stdout).toMatch(
      /^ID:\s+1c0a4f1e-2b2f-4c7a-8a10-000000000002$/m,
    );
    expect((await sandbox.rackctl(['group', 'list'])).stdout).toMatch(/^kernel-devs\s+/m);
    expect((await sandbox.rackctl(['group', 'view', 'admins'])).stdout).toMatch(/^Name:\s+admins$/m);
    const nobody = await sandbox.rackctl(['user', 'view', 'Nobody']);
    expect(nobody).toMatchObject({ code: 1, stderr: 'error: No user is called "Nobody"\n' });
  });

  it('shows the silo policy with names, groups first', async () => {
    const view = await sandbox.rackctl(['policy', 'view']);
    const rows = view.stdout.trimEnd().split('\n');
    expect(rows[0]).toMatch(/^TYPE\s+NAME\s+ROLE\s+ID$/);
    expect(rows[1]).toMatch(/^group\s+admins\s+admin/);
    expect(view.stdout).toMatch(/^user\s+Hans Jonas\s+collaborator/m);
    const wire = json<{ role_assignments: unknown[] }>(await sandbox.rackctl(['policy', 'view', '--json']));
    expect(wire.role_assignments.length).toBeGreaterThan(0);
  });

  it('adds, changes and removes roles on a project and the fleet', async () => {
    const added = await sandbox.rackctl([
      'policy',
      'add',
      'kernel-devs',
      'collaborator',
      '--project',
      'roles',
    ]);
    expect(added.code).toBe(0);
    expect(added.stderr).toContain('Gave kernel-devs the collaborator role on project roles');
    expect(added.stdout).toMatch(/^group\s+kernel-devs\s+collaborator/m);
    const changed = await sandbox.rackctl([
      'policy',
      'add',
      'kernel-devs',
      'viewer',
      '--project',
      'roles',
      '--json',
    ]);
    expect(json<{ role_assignments: { role_name: string }[] }>(changed).role_assignments).toEqual([
      expect.objectContaining({ identity_type: 'silo_group', role_name: 'viewer' }),
    ]);
    const removed = await sandbox.rackctl(['policy', 'remove', 'kernel-devs', '--project', 'roles']);
    expect(removed.code).toBe(0);
    expect(removed.stderr).toContain('No role assignments');
    const again = await sandbox.rackctl(['policy', 'remove', 'kernel-devs', '--project', 'roles']);
    expect(again).toMatchObject({ code: 1, stderr: 'error: kernel-devs has no role on project roles\n' });

    const fleet = await sandbox.rackctl(['policy', 'add', 'Jane Austen', 'viewer', '--fleet']);
    expect(fleet.stdout).toMatch(/^user\s+Jane Austen\s+viewer/m);
    expect((await sandbox.rackctl(['policy', 'remove', 'Jane Austen', '--fleet'])).code).toBe(0);
  });

  it('checks roles and identities (exit 2 for a bad role, exit 1 for an unknown identity)', async () => {
    const badRole = await sandbox.rackctl(['policy', 'add', 'admins', 'owner']);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain("value 'owner' is invalid for argument 'role'");
    const fleetRole = await sandbox.rackctl(['policy', 'add', 'admins', 'limited_collaborator', '--fleet']);
    expect(fleetRole.code).toBe(2);
    expect(fleetRole.stderr).toContain(
      '"limited_collaborator" is not a role on the fleet; use one of admin, collaborator, viewer',
    );
    const both = await sandbox.rackctl(['policy', 'view', '--fleet', '--project', 'roles']);
    expect(both.code).toBe(2);
    const unknown = await sandbox.rackctl(['policy', 'add', 'nobody', 'viewer']);
    expect(unknown).toMatchObject({ code: 1, stderr: 'error: No user or group is called "nobody"\n' });
    const viewer = await sandbox.rackctl(['--profile', 'viewer', 'policy', 'add', 'web-devs', 'admin']);
    expect(viewer).toMatchObject({ code: 1, stderr: 'error: Action not authorized\n' });
  });

  it('shows utilization of the silo, of a named silo and of every silo', async () => {
    const own = await sandbox.rackctl(['utilization']);
    expect(own.stdout).toMatch(/^RESOURCE\s+PROVISIONED\s+CAPACITY\s+USED$/m);
    expect(own.stdout).toMatch(/^Memory\s+[\d.,]+ \w?i?B\s+[\d.,]+ \w?i?B\s+\d+%$/m);
    const wire = json<{ capacity: { cpus: number }; provisioned: { memory: number } }>(
      await sandbox.rackctl(['utilization', '--json']),
    );
    expect(wire.capacity.cpus).toBeGreaterThan(0);
    expect((await sandbox.rackctl(['utilization', '--silo', 'maze-war'])).stdout).toMatch(
      /^RESOURCE\s+PROVISIONED\s+QUOTA\s+USED$/m,
    );
    const all = json<{ silo_name: string }[]>(
      await sandbox.rackctl(['utilization', '--all-silos', '--json']),
    );
    expect(all.map((silo) => silo.silo_name)).toContain('maze-war');
  });
});

describe('rackctl ssh-key', { timeout: 120_000 }, () => {
  it('adds a key from a file or an option, lists, views and deletes it', async () => {
    const key = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB9sZWFzZS1kb250LXVzZS1tZQ== me@laptop';
    const file = join(sandbox.configHome, 'id.pub');
    await writeFile(file, `${key}\n`);
    const fromFile = await sandbox.rackctl([
      'ssh-key',
      'create',
      'laptop',
      '--public-key-file',
      file,
      '--json',
    ]);
    expect(json(fromFile)).toMatchObject({ name: 'laptop', public_key: key });
    expect(
      (await sandbox.rackctl(['ssh-key', 'create', 'ci', '--public-key', key, '-d', 'build'])).code,
    ).toBe(0);
    expect((await sandbox.rackctl(['ssh-key', 'list'])).stdout).toMatch(/^ci\s+ssh-ed25519 …/m);
    expect((await sandbox.rackctl(['ssh-key', 'view', 'laptop'])).stdout).toContain(`Public key:   ${key}`);
    expect((await sandbox.rackctl(['ssh-key', 'delete', 'ci'])).code).toBe(0);
    const none = await sandbox.rackctl(['ssh-key', 'create', 'empty']);
    expect(none).toMatchObject({
      code: 2,
      stderr: 'error: Give the key with --public-key or --public-key-file\n',
    });
    const taken = await sandbox.rackctl(['ssh-key', 'create', 'laptop', '--public-key', key]);
    expect(taken).toMatchObject({ code: 1, stderr: 'error: SSH key name already exists\n' });
  });
});
