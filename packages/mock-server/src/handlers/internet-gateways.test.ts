import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipPools } from '../fixtures/system-ip-pools';
import { invalid, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const mockVpc = { project: 'mock-project', vpc: 'mock-vpc' };
const mockGateway = { ...mockVpc, gateway: 'mock-gateway' };

const cascadeHint = 'To perform a cascading delete set the cascade option';

describe('internet gateways', () => {
  it('lists a VPC’s gateways with their pools and addresses', async () => {
    const gateways = await platform.api.internetGatewayList({ query: mockVpc });
    if (gateways.type !== 'success') throw new Error('list failed');
    expect(gateways.data.items.map((gateway) => gateway.name)).toEqual(['default', 'mock-gateway']);
    const pools = await platform.api.internetGatewayIpPoolList({ query: mockGateway });
    expect(pools).toMatchObject({
      type: 'success',
      data: { items: [{ name: 'secondary', ipPoolId: ipPools.secondary.id }] },
    });
    const addresses = await platform.api.internetGatewayIpAddressList({ query: mockGateway });
    expect(addresses).toMatchObject({
      type: 'success',
      data: { items: [{ name: 'web-egress', address: '203.0.113.60' }] },
    });
  });

  it('creates a gateway, attaches pools and addresses, and detaches them', async () => {
    const created = await platform.api.internetGatewayCreate({
      query: mockVpc,
      body: { name: 'egress', description: '' },
    });
    expect(created).toMatchObject({ type: 'success', statusCode: 201, data: { name: 'egress' } });
    if (created.type !== 'success') return;
    expect(await platform.api.internetGatewayView({ path: { gateway: created.data.id } })).toMatchObject({
      data: { name: 'egress' },
    });
    const scope = { ...mockVpc, gateway: 'egress' };
    const pool = await platform.api.internetGatewayIpPoolCreate({
      query: scope,
      body: { name: 'v6', description: '', ipPool: 'default-v6' },
    });
    expect(pool).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { ipPoolId: ipPools.defaultV6.id },
    });
    const address = await platform.api.internetGatewayIpAddressCreate({
      query: scope,
      body: { name: 'one', description: '', address: '198.51.100.250' },
    });
    expect(address).toMatchObject({ type: 'success', statusCode: 201 });
    if (pool.type !== 'success' || address.type !== 'success') return;

    expect(await platform.api.internetGatewayIpPoolDelete({ path: { pool: pool.data.id } })).toMatchObject({
      statusCode: 204,
    });
    expect(
      await platform.api.internetGatewayIpAddressDelete({ path: { address: 'one' }, query: scope }),
    ).toMatchObject({
      statusCode: 204,
    });
    expect(
      await platform.api.internetGatewayDelete({ path: { gateway: 'egress' }, query: mockVpc }),
    ).toMatchObject({
      statusCode: 204,
    });
  });

  it('refuses pools the silo cannot use and duplicate names', async () => {
    const spare = await platform.api.internetGatewayIpPoolCreate({
      query: mockGateway,
      body: { name: 'spare', description: '', ipPool: 'spare' },
    });
    expect(spare).toMatchObject({
      statusCode: 404,
      data: { message: 'not found: ip-pool with name "spare"' },
    });
    const duplicate = await platform.api.internetGatewayCreate({
      query: mockVpc,
      body: { name: 'mock-gateway', description: '' },
    });
    expect(duplicate).toMatchObject({
      statusCode: 400,
      data: { message: 'already exists: internet-gateway "mock-gateway"' },
    });
  });

  it('refuses to delete a gateway with pools or addresses unless asked to cascade, which also drops its routes', async () => {
    expect(
      await platform.api.internetGatewayDelete({ path: { gateway: 'mock-gateway' }, query: mockVpc }),
    ).toMatchObject(invalid(`Ip pools referencing this gateway exist. ${cascadeHint}`));
    await platform.api.internetGatewayIpPoolDelete({ path: { pool: 'secondary' }, query: mockGateway });
    expect(
      await platform.api.internetGatewayDelete({ path: { gateway: 'mock-gateway' }, query: mockVpc }),
    ).toMatchObject(invalid(`Ip addresses referencing this gateway exist. ${cascadeHint}`));
    const cascaded = await platform.api.internetGatewayDelete({
      path: { gateway: 'mock-gateway' },
      query: { ...mockVpc, cascade: true },
    });
    expect(cascaded).toMatchObject({ type: 'success', statusCode: 204 });
    const routes = await platform.api.vpcRouterRouteList({
      query: { ...mockVpc, router: 'mock-custom-router' },
    });
    if (routes.type !== 'success') throw new Error('list failed');
    expect(routes.data.items.map((route) => route.name)).not.toContain('to-gateway');
    expect(routes.data.items.length).toBeGreaterThan(0);
  });

  it('refuses to detach a pool that routed instances still draw from, unless cascading', async () => {
    // db1 has a NIC in mock-project's default VPC and the seeded floating IP from the default pool.
    const scope = { project: 'mock-project', vpc: 'default', gateway: 'default' };
    expect(
      await platform.api.internetGatewayIpPoolDelete({ path: { pool: 'default' }, query: scope }),
    ).toMatchObject(invalid(`VPC routes dependent on this IP pool. ${cascadeHint}`));
    const cascaded = await platform.api.internetGatewayIpPoolDelete({
      path: { pool: 'default' },
      query: { ...scope, cascade: true },
    });
    expect(cascaded).toMatchObject({ type: 'success', statusCode: 204 });
  });

  it('applies the scoping rules and the collaborator role', async () => {
    expect(
      await platform.api.internetGatewayView({
        path: { gateway: 'default' },
        query: { project: 'mock-project' },
      }),
    ).toMatchObject(invalid('vpc is required when gateway is provided by name'));
    expect(await platform.api.internetGatewayIpAddressList({ query: mockVpc })).toMatchObject(
      invalid('unable to parse query string: missing field `gateway`'),
    );
    const viewer = platform.clientAs('simone');
    expect(await viewer.internetGatewayList({ query: mockVpc })).toMatchObject({ type: 'success' });
    const refused = await viewer.internetGatewayCreate({
      query: mockVpc,
      body: { name: 'nope', description: '' },
    });
    expect(refused).toMatchObject({ statusCode: 403, data: { errorCode: 'Forbidden' } });
  });
});
