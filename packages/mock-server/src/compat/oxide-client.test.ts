import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Api, type ApiResult } from '@oxide/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startMockServer } from '../runtime/node';
import { expectStateMatches } from '../testing/harness';

// The platform's official TypeScript client, unchanged, runs a user's day against the Node mock server.

let server: MockServer;
let api: Api;
// The day runs with `--state` on: afterwards the journal must replay to exactly the store.
const stateDirectory = mkdtempSync(join(tmpdir(), 'mock-compat-'));
const stateFile = join(stateDirectory, 'state.json');

/** The data of a successful call; anything else fails the test with what the server said. */
function ok<T>(result: ApiResult<T>): T {
  if (result.type !== 'success') {
    const detail = result.type === 'error' ? JSON.stringify(result.data) : result.text;
    throw new Error(`expected success, got ${result.type} ${result.response.status}: ${detail}`);
  }
  return result.data;
}

/** Reads until `done` holds; the deadline catches a state that never comes (a busy machine is slow, not stuck). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  server = await startMockServer({ port: 0, transitionMs: 40, stateFile });
  const anonymous = new Api({ host: server.url });
  const login = await anonymous.methods.loginLocal({
    path: { siloName: 'maze-war' },
    body: { username: 'hannah', password: 'rack-console' },
  });
  expect(login.type).toBe('success');
  const cookie = login.response.headers.get('set-cookie')?.split(';')[0] ?? '';
  expect(cookie).toMatch(/^session=/);
  api = new Api({ host: server.url, baseParams: { headers: { cookie } } });
});
afterAll(async () => {
  await server.close();
  try {
    await expectStateMatches(stateFile, server.platform.db);
  } finally {
    rmSync(stateDirectory, { recursive: true, force: true });
  }
});

describe('@oxide/api 0.9.0 against the mock server', () => {
  it('runs a day: project, instance with disk and NIC, stop, snapshot, image, firewall, floating IP, subnet pool, external subnet, multicast group, cleanup', async () => {
    const { methods } = api;
    const me = ok(await methods.currentUserView({}));
    expect(me.siloName).toBe('maze-war');
    expect(me.timeCreated).toBeInstanceOf(Date);

    const projects = ok(await methods.projectList({ query: { limit: 10 } }));
    expect(projects.items.map((project) => project.name)).toContain('mock-project');
    const project = ok(
      await methods.projectCreate({ body: { name: 'oxide-day', description: 'a day in the life' } }),
    );
    expect(project.name).toBe('oxide-day');
    const query = { project: 'oxide-day' };

    const images = ok(await methods.imageList({ query: {} }));
    const image = images.items.find((candidate) => candidate.projectId == null);
    expect(image, 'a silo image to boot from').toBeDefined();

    const instance = ok(
      await methods.instanceCreate({
        query,
        body: {
          name: 'day-1',
          description: 'web',
          hostname: 'day-1',
          ncpus: 2,
          memory: 2 * 1024 ** 3,
          bootDisk: {
            type: 'create',
            name: 'day-1-boot',
            description: 'boot disk',
            size: 20 * 1024 ** 3,
            diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId: image!.id } },
          },
          networkInterfaces: { type: 'default_dual_stack' },
          start: true,
        },
      }),
    );
    expect(instance.name).toBe('day-1');
    const running = await until(
      async () => ok(await methods.instanceView({ path: { instance: 'day-1' }, query })),
      (value) => value.runState === 'running',
    );
    expect(running.bootDiskId).toBeTruthy();
    const nics = ok(await methods.instanceNetworkInterfaceList({ query: { ...query, instance: 'day-1' } }));
    expect(nics.items).toHaveLength(1);
    const disks = ok(await methods.instanceDiskList({ path: { instance: 'day-1' }, query }));
    expect(disks.items.map((disk) => disk.name)).toEqual(['day-1-boot']);

    const refused = await methods.instanceDelete({ path: { instance: 'day-1' }, query });
    expect(refused.type).toBe('error');

    ok(await methods.instanceStop({ path: { instance: 'day-1' }, query }));
    await until(
      async () => ok(await methods.instanceView({ path: { instance: 'day-1' }, query })),
      (value) => value.runState === 'stopped',
    );

    const snapshot = ok(
      await methods.snapshotCreate({
        query,
        body: { name: 'day-1-snap', description: 'nightly', disk: 'day-1-boot' },
      }),
    );
    await until(
      async () => ok(await methods.snapshotView({ path: { snapshot: snapshot.id } })),
      (value) => value.state === 'ready',
    );
    const madeImage = ok(
      await methods.imageCreate({
        query,
        body: {
          name: 'day-1-image',
          description: 'golden',
          os: 'debian',
          version: '12',
          source: { type: 'snapshot', id: snapshot.id },
        },
      }),
    );
    expect(madeImage.projectId).toBe(project.id);

    const firewall = ok(await methods.vpcFirewallRulesView({ query: { ...query, vpc: 'default' } }));
    expect(firewall.rules.length).toBeGreaterThan(0);
    const rules = [
      ...firewall.rules.map(
        ({ name, description, action, direction, filters, priority, status, targets }) => ({
          name,
          description,
          action,
          direction,
          filters,
          priority,
          status,
          targets,
        }),
      ),
      {
        name: 'allow-https',
        description: 'web traffic',
        action: 'allow' as const,
        direction: 'inbound' as const,
        priority: 100,
        status: 'enabled' as const,
        targets: [{ type: 'vpc' as const, value: 'default' }],
        filters: { ports: ['443'], protocols: [{ type: 'tcp' as const }] },
      },
    ];
    const updated = ok(
      await methods.vpcFirewallRulesUpdate({ query: { ...query, vpc: 'default' }, body: { rules } }),
    );
    expect(updated.rules.map((rule) => rule.name)).toContain('allow-https');
    expect(updated.rules).toHaveLength(rules.length);

    const floating = ok(
      await methods.floatingIpCreate({ query, body: { name: 'day-ip', description: 'public' } }),
    );
    expect(floating.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$|:/);
    const attached = ok(
      await methods.floatingIpAttach({
        path: { floatingIp: 'day-ip' },
        query,
        body: { kind: 'instance', parent: 'day-1' },
      }),
    );
    expect(attached.instanceId).toBe(instance.id);
    const external = ok(await methods.instanceExternalIpList({ path: { instance: 'day-1' }, query }));
    expect(external.items.some((ip) => ip.ip === floating.ip)).toBe(true);

    // Subnet pools and external subnets: a pool with a member, linked to the silo, a subnet allocated from it
    // and attached to the stopped instance; then a multicast group the instance joins and leaves.
    ok(
      await methods.systemSubnetPoolCreate({
        body: { name: 'day-pool', description: 'routed blocks', ipVersion: 'v4' },
      }),
    );
    const member = ok(
      await methods.systemSubnetPoolMemberAdd({
        path: { pool: 'day-pool' },
        body: { subnet: '100.100.0.0/22', minPrefixLength: 24, maxPrefixLength: 28 },
      }),
    );
    ok(
      await methods.systemSubnetPoolSiloLink({
        path: { pool: 'day-pool' },
        body: { silo: 'maze-war', isDefault: false },
      }),
    );
    const subnet = ok(
      await methods.externalSubnetCreate({
        query,
        body: {
          name: 'day-subnet',
          description: 'public block',
          allocator: { type: 'auto', prefixLength: 24, poolSelector: { type: 'explicit', pool: 'day-pool' } },
        },
      }),
    );
    expect(subnet).toMatchObject({ subnet: '100.100.0.0/24', subnetPoolMemberId: member.id });
    ok(
      await methods.externalSubnetAttach({
        path: { externalSubnet: 'day-subnet' },
        query,
        body: { instance: 'day-1' },
      }),
    );
    const subnets = ok(await methods.instanceExternalSubnetList({ path: { instance: 'day-1' }, query }));
    expect(subnets.items.map((item) => item.name)).toEqual(['day-subnet']);
    const usage = ok(await methods.systemSubnetPoolUtilizationView({ path: { pool: 'day-pool' } }));
    expect(usage).toEqual({ capacity: 1024, remaining: 768 });
    const joined = ok(
      await methods.instanceMulticastGroupJoin({
        path: { instance: 'day-1', multicastGroup: 'day-group' },
        query,
        body: {},
      }),
    );
    expect(joined.multicastIp).toMatch(/^239\./);
    const groups = ok(await methods.instanceMulticastGroupList({ path: { instance: 'day-1' }, query }));
    expect(groups.items.map((item) => item.multicastGroupId)).toEqual([joined.multicastGroupId]);
    ok(
      await methods.instanceMulticastGroupLeave({
        path: { instance: 'day-1', multicastGroup: 'day-group' },
        query,
      }),
    );
    ok(await methods.externalSubnetDetach({ path: { externalSubnet: 'day-subnet' }, query }));
    ok(await methods.externalSubnetDelete({ path: { externalSubnet: 'day-subnet' }, query }));
    ok(await methods.systemSubnetPoolSiloUnlink({ path: { pool: 'day-pool', silo: 'maze-war' } }));
    ok(
      await methods.systemSubnetPoolMemberRemove({
        path: { pool: 'day-pool' },
        body: { subnet: '100.100.0.0/22' },
      }),
    );
    ok(await methods.systemSubnetPoolDelete({ path: { pool: 'day-pool' } }));

    ok(await methods.floatingIpDetach({ path: { floatingIp: 'day-ip' }, query }));
    ok(await methods.floatingIpDelete({ path: { floatingIp: 'day-ip' }, query }));
    ok(await methods.imageDelete({ path: { image: 'day-1-image' }, query }));
    ok(await methods.snapshotDelete({ path: { snapshot: 'day-1-snap' }, query }));
    ok(await methods.instanceDelete({ path: { instance: 'day-1' }, query }));
    const leftover = ok(await methods.diskList({ query }));
    for (const disk of leftover.items) ok(await methods.diskDelete({ path: { disk: disk.name }, query }));
    ok(await methods.vpcSubnetDelete({ path: { subnet: 'default' }, query: { ...query, vpc: 'default' } }));
    ok(await methods.vpcDelete({ path: { vpc: 'default' }, query }));
    ok(await methods.projectDelete({ path: { project: 'oxide-day' } }));
    const gone = await methods.projectView({ path: { project: 'oxide-day' } });
    expect(gone.type === 'error' && gone.data.errorCode).toBe('ObjectNotFound');
  }, 60_000);

  it('collects a support bundle on the /experimental paths of its API version, and sees sleds without slot', async () => {
    const { methods } = api;
    const created = ok(await methods.supportBundleCreate({ body: { userComment: 'from @oxide/api' } }));
    const active = await until(
      async () => ok(await methods.supportBundleView({ path: { bundleId: created.id } })),
      (bundle) => bundle.state === 'active',
    );
    expect(active.userComment).toBe('from @oxide/api');
    const listed = ok(await methods.supportBundleList({ query: { limit: 100 } }));
    expect(listed.items.map((bundle) => bundle.id)).toContain(created.id);
    ok(await methods.supportBundleDelete({ path: { bundleId: created.id } }));
    const sleds = ok(await methods.sledList({ query: {} }));
    expect(sleds.items.length).toBeGreaterThan(0);
    for (const sled of sleds.items) expect(sled).not.toHaveProperty('slot');
  });
});
