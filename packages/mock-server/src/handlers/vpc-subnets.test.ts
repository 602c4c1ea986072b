import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalid, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const mockVpc = { project: 'mock-project', vpc: 'mock-vpc' };

const subnet = (
  name: string,
  ipv4Block: string,
  extra: { ipv6Block?: string; customRouter?: string } = {},
) => ({
  query: mockVpc,
  body: { name, description: `${name} subnet`, ipv4Block, ...extra },
});

/** Names of the system router's subnet routes in mock-vpc. */
async function subnetRouteNames() {
  const routes = await platform.api.vpcRouterRouteList({ query: { ...mockVpc, router: 'system' } });
  if (routes.type !== 'success') throw new Error('list failed');
  return routes.data.items.filter((route) => route.kind === 'vpc_subnet').map((route) => route.name);
}

describe('VPC subnets', () => {
  it('lists the seeded subnets of a VPC', async () => {
    const result = await platform.api.vpcSubnetList({ query: mockVpc });
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items.map((item) => [item.name, item.ipv4Block])).toEqual([
      ['default', '172.30.0.0/22'],
      ['mock-subnet', '10.1.1.0/24'],
      ['mock-subnet-2', '10.1.2.0/24'],
    ]);
    expect(result.data.items[2]?.customRouterId).toBeTruthy();
  });

  it('creates a subnet with a random /64 of the VPC prefix and a system route; renames and deletes it', async () => {
    const created = await platform.api.vpcSubnetCreate(subnet('db-tier', '10.9.0.0/24'));
    expect(created).toMatchObject({ type: 'success', statusCode: 201, data: { customRouterId: null } });
    if (created.type !== 'success') return;
    expect(created.data.ipv6Block).toMatch(/^fd1e:4f6a:7710:[0-9a-f]{0,4}::\/64$/);
    expect(await subnetRouteNames()).toContain('db-tier');

    const renamed = await platform.api.vpcSubnetUpdate({
      path: { subnet: created.data.id },
      body: { name: 'data-tier', description: 'renamed' },
    });
    expect(renamed).toMatchObject({ type: 'success', data: { name: 'data-tier', description: 'renamed' } });
    const names = await subnetRouteNames();
    expect(names).toContain('data-tier');
    expect(names).not.toContain('db-tier');

    const deleted = await platform.api.vpcSubnetDelete({ path: { subnet: 'data-tier' }, query: mockVpc });
    expect(deleted).toMatchObject({ type: 'success', statusCode: 204 });
    expect(await subnetRouteNames()).not.toContain('data-tier');
  });

  it('refuses blocks outside the private ranges, of the wrong size, overlapping or outside the VPC prefix', async () => {
    expect(await platform.api.vpcSubnetCreate(subnet('public', '8.8.8.0/24'))).toMatchObject(
      invalid('VPC Subnet IPv4 address ranges must be from a private range'),
    );
    expect(await platform.api.vpcSubnetCreate(subnet('tiny', '10.2.0.0/28'))).toMatchObject(
      invalid('VPC Subnet IPv4 address ranges must have prefix length between 8 and 26, inclusive'),
    );
    expect(await platform.api.vpcSubnetCreate(subnet('clash', '10.1.1.128/25'))).toMatchObject(
      invalid("IP address range '10.1.1.128/25' conflicts with an existing subnet"),
    );
    const outside = await platform.api.vpcSubnetCreate(
      subnet('outside', '10.3.0.0/24', { ipv6Block: 'fd00:1::/64' }),
    );
    expect(outside).toMatchObject(
      invalid(
        "VPC Subnet IPv6 address range 'fd00:1::/64' is not valid for VPC with IPv6 prefix 'fd1e:4f6a:7710::/48'",
      ),
    );
    expect(await platform.api.vpcSubnetCreate(subnet('mock-subnet', '10.4.0.0/24'))).toMatchObject({
      statusCode: 400,
      data: { errorCode: 'ObjectAlreadyExists', message: 'already exists: vpc-subnet "mock-subnet"' },
    });
  });

  it('attaches custom routers of the same VPC only, and detaches them on an update without one', async () => {
    const system = await platform.api.vpcSubnetCreate(
      subnet('sys', '10.5.0.0/24', { customRouter: 'system' }),
    );
    expect(system).toMatchObject(invalid('cannot attach a system router to a VPC subnet'));
    const otherRouter = await platform.api.vpcRouterCreate({
      query: { project: 'mock-project', vpc: 'default' },
      body: { name: 'elsewhere', description: '' },
    });
    if (otherRouter.type !== 'success') throw new Error('create failed');
    const foreign = await platform.api.vpcSubnetCreate(
      subnet('foreign', '10.5.0.0/24', { customRouter: otherRouter.data.id }),
    );
    expect(foreign).toMatchObject(
      invalid('a router can only be attached to a subnet when both belong to the same VPC'),
    );
    const attached = await platform.api.vpcSubnetUpdate({
      path: { subnet: 'mock-subnet' },
      query: mockVpc,
      body: { customRouter: 'mock-custom-router' },
    });
    expect(attached).toMatchObject({ type: 'success', data: { customRouterId: expect.any(String) } });
    const detached = await platform.api.vpcSubnetUpdate({
      path: { subnet: 'mock-subnet' },
      query: mockVpc,
      body: { description: 'The database tier' },
    });
    expect(detached).toMatchObject({ type: 'success', data: { customRouterId: null } });
  });

  it('refuses to delete a subnet that network interfaces use, and lists them', async () => {
    const nics = await platform.api.vpcSubnetListNetworkInterfaces({
      path: { subnet: 'default' },
      query: { project: 'mock-project', vpc: 'default' },
    });
    if (nics.type !== 'success') throw new Error('list failed');
    expect(nics.data.items.length).toBeGreaterThan(0);
    const refused = await platform.api.vpcSubnetDelete({
      path: { subnet: 'default' },
      query: { project: 'mock-project', vpc: 'default' },
    });
    expect(refused).toMatchObject(
      invalid('VPC Subnet cannot be deleted while network interfaces in the subnet exist'),
    );
  });

  it('applies the scoping rules along subnet → vpc → project', async () => {
    const noVpc = await platform.api.vpcSubnetView({
      path: { subnet: 'default' },
      query: { project: 'mock-project' },
    });
    expect(noVpc).toMatchObject(invalid('vpc is required when subnet is provided by name'));
    const seeded = await platform.api.vpcSubnetView({ path: { subnet: 'mock-subnet' }, query: mockVpc });
    if (seeded.type !== 'success') throw new Error('view failed');
    const withParent = await platform.api.vpcSubnetView({
      path: { subnet: seeded.data.id },
      query: { vpc: 'mock-vpc' },
    });
    expect(withParent).toMatchObject(
      invalid('when providing subnet as an ID vpc and project should not be specified'),
    );
    const list = await platform.api.vpcSubnetList({ query: { project: 'mock-project' } });
    expect(list).toMatchObject(invalid('unable to parse query string: missing field `vpc`'));
  });

  it('lets a viewer read but not change subnets', async () => {
    const viewer = platform.clientAs('simone');
    expect(await viewer.vpcSubnetList({ query: mockVpc })).toMatchObject({ type: 'success' });
    expect(await viewer.vpcSubnetCreate(subnet('nope', '10.6.0.0/24'))).toMatchObject({
      statusCode: 403,
      data: { errorCode: 'Forbidden' },
    });
    expect(await viewer.vpcSubnetDelete({ path: { subnet: 'mock-subnet' }, query: mockVpc })).toMatchObject({
      statusCode: 403,
    });
  });
});
