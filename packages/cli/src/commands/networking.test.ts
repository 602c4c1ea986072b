import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { json, signedInSandbox } from '../testing/cli';

const project = ['--project', 'net'];
const vpc = [...project, '--vpc', 'default'];

const sandbox = signedInSandbox(async () => {
  const { api } = sandbox.platform;
  await api.projectCreate({ body: { name: 'net', description: '' } });
  await api.instanceCreate({
    query: { project: 'net' },
    body: { name: 'web-1', description: '', hostname: 'web-1', ncpus: 1, memory: 1024 ** 3 },
  });
});

interface WireRule {
  name: string;
  priority: number;
  status: string;
  filters: { ports?: string[] | null };
}

describe('rackctl vpc, subnet, router and route', { timeout: 120_000 }, () => {
  it('creates, lists, views, updates and deletes a VPC', async () => {
    const created = await sandbox.rackctl(['vpc', 'create', 'backend', ...project, '--json']);
    expect(created.code).toBe(0);
    expect(json(created)).toMatchObject({ name: 'backend', dns_name: 'backend' });
    const table = await sandbox.rackctl(['vpc', 'list', ...project]);
    expect(table.stdout).toMatch(/^NAME\s+DNS NAME\s+IPV6 PREFIX/);
    expect(table.stdout).toMatch(/^backend\s+backend\s+fd/m);
    const updated = await sandbox.rackctl([
      'vpc',
      'update',
      'backend',
      ...project,
      '--dns-name',
      'be',
      '-d',
      'internal',
    ]);
    expect(updated.stdout).toMatch(/^DNS name:\s+be$/m);
    expect((await sandbox.rackctl(['vpc', 'view', 'backend', ...project])).stdout).toMatch(
      /^Description:\s+internal$/m,
    );
    for (const args of [
      ['subnet', 'delete', 'default', '--vpc', 'backend'],
      ['vpc', 'delete', 'backend'],
    ]) {
      expect((await sandbox.rackctl([...args, ...project])).code).toBe(0);
    }
    expect((await sandbox.rackctl(['vpc', 'view', 'backend', ...project])).code).toBe(1);
  });

  it('manages subnets, validating blocks locally', async () => {
    const created = await sandbox.rackctl([
      'subnet',
      'create',
      'apps',
      ...vpc,
      '--ipv4-block',
      '10.20.0.0/24',
      '--json',
    ]);
    expect(created.code).toBe(0);
    expect(json(created)).toMatchObject({ name: 'apps', ipv4_block: '10.20.0.0/24' });
    expect((await sandbox.rackctl(['subnet', 'list', ...vpc])).stdout).toMatch(/^apps\s+10\.20\.0\.0\/24/m);
    const updated = await sandbox.rackctl([
      'subnet',
      'update',
      'apps',
      ...vpc,
      '--description',
      'applications',
    ]);
    expect(updated.stdout).toMatch(/^Description:\s+applications$/m);
    expect((await sandbox.rackctl(['subnet', 'view', 'apps', ...vpc])).stdout).toMatch(
      /^IPv4 block:\s+10\.20\.0\.0\/24$/m,
    );

    const bad = await sandbox.rackctl(['subnet', 'create', 'bad', ...vpc, '--ipv4-block', '10.20.0.0/33']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Max width for IPv4 is 32.');
    const noVpc = await sandbox.rackctl(['subnet', 'list', ...project]);
    expect(noVpc.code).toBe(2);
    expect(noVpc.stderr).toContain("required option '--vpc <vpc>' not specified");
    const overlap = await sandbox.rackctl([
      'subnet',
      'create',
      'again',
      ...vpc,
      '--ipv4-block',
      '10.20.0.0/24',
    ]);
    expect(overlap.code).toBe(1);
    expect((await sandbox.rackctl(['subnet', 'delete', 'apps', ...vpc])).code).toBe(0);
  });

  it('manages custom routers and their routes', async () => {
    const router = await sandbox.rackctl(['router', 'create', 'egress', ...vpc, '--json']);
    expect(json(router)).toMatchObject({ name: 'egress', kind: 'custom' });
    expect((await sandbox.rackctl(['router', 'list', ...vpc])).stdout).toMatch(/^egress\s+custom/m);
    expect((await sandbox.rackctl(['router', 'update', 'egress', ...vpc, '-d', 'outbound'])).code).toBe(0);
    expect((await sandbox.rackctl(['router', 'view', 'egress', ...vpc])).stdout).toMatch(
      /^Description:\s+outbound$/m,
    );

    const scope = [...vpc, '--router', 'egress'];
    const route = await sandbox.rackctl([
      'route',
      'create',
      'blackhole',
      ...scope,
      '--destination',
      'ip_net:192.0.2.0/24',
      '--target',
      'drop',
      '--json',
    ]);
    expect(route.code).toBe(0);
    expect(json(route)).toMatchObject({
      destination: { type: 'ip_net', value: '192.0.2.0/24' },
      target: { type: 'drop' },
    });
    const v6 = await sandbox.rackctl([
      'route',
      'create',
      'v6',
      ...scope,
      '--destination',
      'ip:2001:db8::1',
      '--target',
      'drop',
    ]);
    expect(v6.stdout).toMatch(/^Destination:\s+ip:2001:db8::1$/m);
    expect((await sandbox.rackctl(['route', 'list', ...scope])).stdout).toMatch(
      /^blackhole\s+custom\s+ip_net:192\.0\.2\.0\/24\s+drop/m,
    );
    const updated = await sandbox.rackctl([
      'route',
      'update',
      'blackhole',
      ...scope,
      '--target',
      'instance:web-1',
    ]);
    expect(updated.stdout).toMatch(/^Target:\s+instance:web-1$/m);
    expect(updated.stdout).toMatch(/^Destination:\s+ip_net:192\.0\.2\.0\/24$/m);
    expect((await sandbox.rackctl(['route', 'view', 'v6', ...scope])).code).toBe(0);

    const badTarget = await sandbox.rackctl([
      'route',
      'create',
      'x',
      ...scope,
      '--destination',
      'ip:10.0.0.1',
      '--target',
      'moon:1',
    ]);
    expect(badTarget.code).toBe(2);
    expect(badTarget.stderr).toContain(
      'The type must be one of ip, vpc, subnet, instance, internet_gateway, drop.',
    );
    const badIp = await sandbox.rackctl([
      'route',
      'create',
      'x',
      ...scope,
      '--destination',
      'ip:10.0.0.300',
      '--target',
      'drop',
    ]);
    expect(badIp.code).toBe(2);
    expect(badIp.stderr).toContain('Not a valid IP address.');

    for (const args of [
      ['route', 'delete', 'blackhole', ...scope],
      ['route', 'delete', 'v6', ...scope],
      ['router', 'delete', 'egress', ...vpc],
    ]) {
      expect((await sandbox.rackctl(args)).code, args.join(' ')).toBe(0);
    }
  });
});

describe('rackctl firewall-rules', { timeout: 120_000 }, () => {
  it('shows the rules as a table, and as JSON that update reads back', async () => {
    const table = await sandbox.rackctl(['firewall-rules', 'view', ...vpc]);
    expect(table.stdout).toMatch(
      /^NAME\s+PRIORITY\s+DIRECTION\s+ACTION\s+PROTOCOLS\s+PORTS\s+HOSTS\s+TARGETS\s+STATUS$/m,
    );
    expect(table.stdout).toMatch(/^allow-ssh\s+65534\s+inbound\s+allow\s+tcp\s+22\s/m);

    const view = await sandbox.rackctl(['firewall-rules', 'view', ...vpc, '--json']);
    const { rules } = json<{ rules: WireRule[] }>(view);
    const ssh = rules.find((rule) => rule.name === 'allow-ssh');
    if (!ssh) throw new Error('no allow-ssh rule');
    ssh.status = 'disabled';
    const file = join(sandbox.configHome, 'rules.json');
    await writeFile(file, JSON.stringify({ rules }));
    const updated = await sandbox.rackctl(['firewall-rules', 'update', ...vpc, '--file', file, '--json']);
    expect(updated.code).toBe(0);
    expect(updated.stderr).toContain(`Replaced the firewall rules of VPC default: ${rules.length} rule(s)`);
    const after = json<{ rules: WireRule[] }>(updated).rules;
    expect(after.find((rule) => rule.name === 'allow-ssh')?.status).toBe('disabled');
  });

  it('replaces the rules with those of a YAML file, or of stdin', async () => {
    const file = join(sandbox.configHome, 'rules.yaml');
    await writeFile(
      file,
      [
        'rules:',
        '  - name: allow-web',
        '    description: web traffic',
        '    action: allow',
        '    direction: inbound',
        '    priority: 100',
        '    targets: [{ type: vpc, value: default }]',
        '    filters:',
        '      ports: ["80", " 443 ", "8000-8080"]',
        '      protocols: [{ type: tcp }]',
        '',
      ].join('\n'),
    );
    const updated = await sandbox.rackctl(['firewall-rules', 'update', ...vpc, '-f', file]);
    expect(updated.code).toBe(0);
    expect(updated.stdout).toMatch(
      /^allow-web\s+100\s+inbound\s+allow\s+tcp\s+80, 443, 8000-8080\s+any\s+vpc:default\s+enabled$/m,
    );
    expect(updated.stdout).not.toContain('allow-ssh');

    const piped = await sandbox.rackctl(['firewall-rules', 'update', ...vpc, '-f', '-', '--json'], {
      input: JSON.stringify([
        { name: 'deny-all', action: 'deny', direction: 'inbound', priority: 10, targets: [], filters: {} },
      ]),
    });
    expect(json<{ rules: WireRule[] }>(piped).rules.map((rule) => rule.name)).toEqual(['deny-all']);
  });

  it('refuses a malformed rules file before calling the platform (exit 2)', async () => {
    const cases: [string, string][] = [
      ['rules: [ {', 'Cannot parse standard input'],
      ['name: x', 'standard input must hold a list of rules, or an object with a "rules" list'],
      ['- name: Bad', 'Rule 1 ("Bad"): name: Must start with a lower-case letter'],
      [
        '- { name: a, action: allow, direction: sideways, priority: 1 }',
        'Rule 1 ("a"): direction must be inbound or outbound',
      ],
      [
        '- { name: a, action: allow, direction: inbound, priority: 1, filters: { ports: ["0"] } }',
        'Rule 1 ("a"): port "0": Port must be between 1 and 65535',
      ],
      [
        '- { name: a, action: allow, direction: inbound, priority: 1 }\n- { name: a, action: deny, direction: inbound, priority: 2 }',
        'Two rules are named "a"; names must be unique',
      ],
    ];
    for (const [input, message] of cases) {
      const result = await sandbox.rackctl(['firewall-rules', 'update', ...vpc, '-f', '-'], { input });
      expect(result.code, input).toBe(2);
      expect(result.stderr).toContain(`error: ${message}`);
    }
    const missing = await sandbox.rackctl([
      'firewall-rules',
      'update',
      ...vpc,
      '-f',
      join(sandbox.configHome, 'nope.yaml'),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file');
  });
});

describe('rackctl floating-ip', { timeout: 120_000 }, () => {
  it('reserves an address, attaches it to an instance, detaches and releases it', async () => {
    const created = await sandbox.rackctl(['floating-ip', 'create', 'edge', ...project, '--json']);
    expect(created.code).toBe(0);
    const address = json<{ ip: string; instance_id?: string | null }>(created);
    expect(address.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(created.stderr).toContain(`Created floating IP edge (${address.ip})`);

    const attached = json<{ instance_id: string }>(
      await sandbox.rackctl(['floating-ip', 'attach', 'edge', ...project, '--instance', 'web-1', '--json']),
    );
    expect(attached.instance_id).toBeTruthy();
    expect((await sandbox.rackctl(['floating-ip', 'list', ...project])).stdout).toMatch(
      new RegExp(`^edge\\s+${address.ip.replace(/\./g, '\\.')}\\s+${attached.instance_id}`, 'm'),
    );

    const detached = await sandbox.rackctl(['floating-ip', 'detach', 'edge', ...project]);
    expect(detached.code).toBe(0);
    expect(detached.stdout).toMatch(/^Instance:$/m);
    expect((await sandbox.rackctl(['floating-ip', 'view', 'edge', ...project])).stdout).toMatch(/^IP:\s+\d/m);
    expect((await sandbox.rackctl(['floating-ip', 'delete', 'edge', ...project])).code).toBe(0);
  });

  it('checks an explicit address locally, and reports one the pool does not have', async () => {
    const bad = await sandbox.rackctl(['floating-ip', 'create', 'x', ...project, '--ip', '300.1.1.1']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Not a valid IP address.');
    const outside = await sandbox.rackctl(['floating-ip', 'create', 'x', ...project, '--ip', '192.0.2.77']);
    expect(outside.code).toBe(1);
    expect(outside.stderr).toMatch(/^error: /);
  });
});
