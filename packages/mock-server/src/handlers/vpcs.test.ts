import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDb } from '../fixtures';
import { projects, users } from '../fixtures/identity';
import { grantProjectRole, invalid, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
  // Jane is a limited collaborator on mock-project: she may run instances but not change networking.
  grantProjectRole(platform.db, projects.mock.id, users.jane.id, 'limited_collaborator');
});
afterAll(() => platform.close());

const mock = { project: 'mock-project' };

describe('default VPC', () => {
  it('comes with every new project, as the platform builds it', async () => {
    await platform.api.projectCreate({ body: { name: 'fresh', description: '' } });
    const vpcs = await platform.api.vpcList({ query: { project: 'fresh' } });
    if (vpcs.type !== 'success') throw new Error('list failed');
    expect(vpcs.data.items).toHaveLength(1);
    const [vpc] = vpcs.data.items;
    expect(vpc).toMatchObject({ name: 'default', description: 'Default VPC', dnsName: 'default' });
    expect(vpc?.ipv6Prefix).toMatch(/^fd[0-9a-f]{2}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/48$/);
    const scope = { project: 'fresh', vpc: 'default' };

    const subnets = await platform.api.vpcSubnetList({ query: scope });
    if (subnets.type !== 'success') throw new Error('list failed');
    expect(subnets.data.items).toEqual([
      expect.objectContaining({
        name: 'default',
        description: 'The default subnet for default',
        ipv4Block: '172.30.0.0/22',
        ipv6Block: vpc?.ipv6Prefix.replace('/48', '/64'),
        customRouterId: null,
      }),
    ]);

    const routers = await platform.api.vpcRouterList({ query: scope });
    if (routers.type !== 'success') throw new Error('list failed');
    expect(routers.data.items).toEqual([expect.objectContaining({ name: 'system', kind: 'system' })]);
    expect(routers.data.items[0]?.id).toBe(vpc?.systemRouterId);
    const routes = await platform.api.vpcRouterRouteList({ query: { ...scope, router: 'system' } });
    if (routes.type !== 'success') throw new Error('list failed');
    expect(
      routes.data.items.map(({ name, kind, destination, target }) => ({ name, kind, destination, target })),
    ).toEqual([
      {
        name: 'default',
        kind: 'vpc_subnet',
        destination: { type: 'subnet', value: 'default' },
        target: { type: 'subnet', value: 'default' },
      },
      {
        name: 'default-v4',
        kind: 'default',
        destination: { type: 'ip_net', value: '0.0.0.0/0' },
        target: { type: 'internet_gateway', value: 'default' },
      },
      {
        name: 'default-v6',
        kind: 'default',
        destination: { type: 'ip_net', value: '::/0' },
        target: { type: 'internet_gateway', value: 'default' },
      },
    ]);

    const gateways = await platform.api.internetGatewayList({ query: scope });
    if (gateways.type !== 'success') throw new Error('list failed');
    expect(gateways.data.items).toEqual([expect.objectContaining({ name: 'default' })]);
    const pools = await platform.api.internetGatewayIpPoolList({ query: { ...scope, gateway: 'default' } });
    expect(pools).toMatchObject({ type: 'success', data: { items: [{ name: 'default' }] } });

    const rules = await platform.api.vpcFirewallRulesView({ query: scope });
    if (rules.type !== 'success') throw new Error('view failed');
    expect(rules.data.rules.map((rule) => rule.name)).toEqual([
      'allow-icmp',
      'allow-internal-inbound',
      'allow-ssh',
    ]);
    expect(rules.data.rules[1]).toMatchObject({
      status: 'enabled',
      direction: 'inbound',
      action: 'allow',
      priority: 65534,
      targets: [{ type: 'vpc', value: 'default' }],
      filters: { hosts: [{ type: 'vpc', value: 'default' }] },
    });
    expect(rules.data.rules[2]?.filters).toMatchObject({ ports: ['22'], protocols: [{ type: 'tcp' }] });
  });

  it('is seeded in every project, with fixed ids', async () => {
    for (const project of ['mock-project', 'other-project', 'empty-project']) {
      const result = await platform.api.vpcView({ path: { vpc: 'default' }, query: { project } });
      expect(result).toMatchObject({ type: 'success', data: { name: 'default' } });
      if (result.type === 'success') expect(result.data.id).toMatch(/^3c7e5a10-8d2b-4f6a-9b30-/);
    }
  });

  it('is seeded the same on every start', () => {
    const tables = [
      'vpcs',
      'vpcSubnets',
      'vpcRouters',
      'routerRoutes',
      'vpcFirewallRules',
      'internetGateways',
      'internetGatewayIpPools',
      'internetGatewayIpAddresses',
      'floatingIps',
    ];
    const networking = () => {
      const snapshot = seededDb().snapshot();
      return tables.map((table) => snapshot[table]);
    };
    expect(networking()).toEqual(networking());
  });
});

describe('VPCs', () => {
  it('lists a project’s VPCs by name', async () => {
    const result = await platform.api.vpcList({ query: mock });
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items.map((vpc) => vpc.name)).toEqual(['default', 'mock-vpc']);
  });

  it('creates, views by name and id, renames and deletes a VPC (after its subnets)', async () => {
    const created = await platform.api.vpcCreate({
      query: mock,
      body: { name: 'web-vpc', description: 'web', dnsName: 'web', ipv6Prefix: 'fd12:3456:7800::/48' },
    });
    expect(created).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { ipv6Prefix: 'fd12:3456:7800::/48' },
    });
    if (created.type !== 'success') return;
    expect(await platform.api.vpcView({ path: { vpc: created.data.id } })).toMatchObject({
      data: { name: 'web-vpc' },
    });
    const renamed = await platform.api.vpcUpdate({
      path: { vpc: 'web-vpc' },
      query: mock,
      body: { name: 'web-tier', dnsName: 'tier' },
    });
    expect(renamed).toMatchObject({
      type: 'success',
      data: { name: 'web-tier', dnsName: 'tier', description: 'web' },
    });

    const refused = await platform.api.vpcDelete({ path: { vpc: 'web-tier' }, query: mock });
    expect(refused).toMatchObject(invalid('VPC cannot be deleted while VPC Subnets exist'));
    await platform.api.vpcSubnetDelete({ path: { subnet: 'default' }, query: { ...mock, vpc: 'web-tier' } });
    expect(await platform.api.vpcDelete({ path: { vpc: 'web-tier' }, query: mock })).toMatchObject({
      type: 'success',
      statusCode: 204,
    });
    expect(await platform.api.vpcView({ path: { vpc: created.data.id } })).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { errorCode: 'ObjectNotFound', message: `not found: vpc with id "${created.data.id}"` },
    });
    // Its routers, gateways and rules went with it.
    const leftovers = ['vpcRouters', 'internetGateways', 'vpcFirewallRules', 'routerRoutes'] as const;
    for (const table of leftovers) {
      expect([...platform.db.table(table).values()].some((row) => row.vpc_id === created.data.id)).toBe(
        false,
      );
    }
  });

  it('refuses a duplicate name, a prefix outside fd00::/48, and unknown VPCs', async () => {
    const body = { name: 'mock-vpc', description: '', dnsName: 'x' };
    expect(await platform.api.vpcCreate({ query: mock, body })).toMatchObject({
      statusCode: 400,
      data: { errorCode: 'ObjectAlreadyExists', message: 'already exists: vpc "mock-vpc"' },
    });
    const prefix = await platform.api.vpcCreate({
      query: mock,
      body: { name: 'bad-prefix', description: '', dnsName: 'x', ipv6Prefix: '2001:db8::/48' },
    });
    expect(prefix).toMatchObject(
      invalid('VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48` (RFD 4193)'),
    );
    expect(await platform.api.vpcView({ path: { vpc: 'nope' }, query: mock })).toMatchObject({
      statusCode: 404,
      data: { message: 'not found: vpc with name "nope"' },
    });
  });

  it('applies the scoping rules of name and id selectors', async () => {
    const byName = await platform.fetchAs('hannah', '/v1/vpcs/default');
    expect(await byName.json()).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'project is required when vpc is provided by name',
    });
    const vpc = await platform.api.vpcView({ path: { vpc: 'default' }, query: mock });
    if (vpc.type !== 'success') throw new Error('view failed');
    expect(await platform.api.vpcView({ path: { vpc: vpc.data.id }, query: mock })).toMatchObject(
      invalid('when providing vpc as an ID project should not be specified'),
    );
    const list = await platform.fetchAs('hannah', '/v1/vpcs');
    expect(list.status).toBe(400);
    expect(await list.json()).toMatchObject({
      message: 'unable to parse query string: missing field `project`',
    });
  });

  it('hides VPCs of projects the caller cannot see', async () => {
    const myriad = await platform
      .clientAs('ada')
      .vpcView({ path: { vpc: 'default' }, query: { project: 'myriad-project' } });
    if (myriad.type !== 'success') throw new Error('view failed');
    expect(await platform.api.vpcView({ path: { vpc: myriad.data.id } })).toMatchObject({
      statusCode: 404,
      data: { message: `not found: vpc with id "${myriad.data.id}"` },
    });
  });

  it('creates a name once when many ask for it at the same moment', async () => {
    const body = { name: 'race', description: '', dnsName: 'race' };
    const results = await Promise.all(
      Array.from({ length: 100 }, () => platform.api.vpcCreate({ query: mock, body })),
    );
    expect(results.filter((result) => result.type === 'success')).toHaveLength(1);
    expect(results.filter((result) => result.statusCode === 400)).toHaveLength(99);
  });

  it('needs the collaborator role to change networking', async () => {
    const body = { name: 'nope', description: '', dnsName: 'nope' };
    for (const user of ['simone', 'jane'] as const) {
      const refused = await platform.clientAs(user).vpcCreate({ query: mock, body });
      expect(refused).toMatchObject({ type: 'error', statusCode: 403, data: { errorCode: 'Forbidden' } });
    }
    expect(await platform.clientAs('jane').vpcList({ query: mock })).toMatchObject({ type: 'success' });
    const jacob = await platform
      .clientAs('jacob')
      .vpcCreate({ query: mock, body: { ...body, name: 'jacob-vpc' } });
    expect(jacob).toMatchObject({ type: 'success', statusCode: 201 });
  });
});
