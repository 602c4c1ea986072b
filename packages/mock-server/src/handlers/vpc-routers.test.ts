import type { Params } from '@rackconsole/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalid, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const mockVpc = { project: 'mock-project', vpc: 'mock-vpc' };
const custom = { ...mockVpc, router: 'mock-custom-router' };
type RouteCreate = Params<'vpcRouterRouteCreate'>['body'];

const createRoute = (
  body: Partial<RouteCreate>,
  query: { project: string; vpc: string; router: string } = custom,
) =>
  platform.api.vpcRouterRouteCreate({
    query,
    body: {
      name: 'route',
      description: '',
      destination: { type: 'ip_net', value: '10.20.0.0/16' },
      target: { type: 'drop' },
      ...body,
    },
  });

describe('VPC routers', () => {
  it('lists the system and custom routers of a VPC', async () => {
    const result = await platform.api.vpcRouterList({ query: mockVpc });
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items.map((router) => [router.name, router.kind])).toEqual([
      ['mock-custom-router', 'custom'],
      ['system', 'system'],
    ]);
  });

  it('creates, renames and deletes a custom router, detaching it from its subnets', async () => {
    const created = await platform.api.vpcRouterCreate({
      query: mockVpc,
      body: { name: 'edge', description: 'edge' },
    });
    expect(created).toMatchObject({ type: 'success', statusCode: 201, data: { kind: 'custom' } });
    if (created.type !== 'success') return;
    await platform.api.vpcSubnetUpdate({
      path: { subnet: 'mock-subnet' },
      query: mockVpc,
      body: { customRouter: 'edge' },
    });
    await createRoute({ name: 'edge-drop' }, { ...mockVpc, router: 'edge' });
    const renamed = await platform.api.vpcRouterUpdate({
      path: { router: created.data.id },
      body: { name: 'edge-2' },
    });
    expect(renamed).toMatchObject({ type: 'success', data: { name: 'edge-2', description: 'edge' } });
    const deleted = await platform.api.vpcRouterDelete({ path: { router: 'edge-2' }, query: mockVpc });
    expect(deleted).toMatchObject({ type: 'success', statusCode: 204 });
    const subnet = await platform.api.vpcSubnetView({ path: { subnet: 'mock-subnet' }, query: mockVpc });
    expect(subnet).toMatchObject({ data: { customRouterId: null } });
    expect([...platform.db.table('routerRoutes').values()].some((route) => route.name === 'edge-drop')).toBe(
      false,
    );
  });

  it('refuses to delete the system router and duplicate router names', async () => {
    expect(await platform.api.vpcRouterDelete({ path: { router: 'system' }, query: mockVpc })).toMatchObject(
      invalid('cannot delete system router'),
    );
    expect(
      await platform.api.vpcRouterCreate({
        query: mockVpc,
        body: { name: 'mock-custom-router', description: '' },
      }),
    ).toMatchObject({
      statusCode: 400,
      data: { message: 'already exists: vpc-router "mock-custom-router"' },
    });
  });

  it('applies the scoping rules along router → vpc → project', async () => {
    expect(
      await platform.api.vpcRouterView({ path: { router: 'system' }, query: { project: 'mock-project' } }),
    ).toMatchObject(invalid('vpc is required when router is provided by name'));
    const list = await platform.api.vpcRouterRouteList({ query: mockVpc });
    expect(list).toMatchObject(invalid('unable to parse query string: missing field `router`'));
    const route = await platform.api.vpcRouterRouteView({ path: { route: 'to-db' }, query: custom });
    if (route.type !== 'success') throw new Error('view failed');
    expect(
      await platform.api.vpcRouterRouteView({ path: { route: route.data.id }, query: { router: 'x' } }),
    ).toMatchObject(invalid('when providing route as an ID router, vpc and project should not be specified'));
    expect(await platform.api.vpcRouterRouteView({ path: { route: route.data.id } })).toMatchObject({
      data: { name: 'to-db', target: { type: 'instance', value: 'db1' } },
    });
  });
});

describe('router routes', () => {
  it('creates, updates and deletes custom routes with unique names', async () => {
    const created = await createRoute({
      name: 'partner',
      destination: { type: 'ip_net', value: '100.64.0.0/10' },
      target: { type: 'internet_gateway', value: 'mock-gateway' },
    });
    expect(created).toMatchObject({ type: 'success', statusCode: 201, data: { kind: 'custom' } });
    expect(await createRoute({ name: 'partner' })).toMatchObject({
      statusCode: 400,
      data: { errorCode: 'ObjectAlreadyExists', message: 'already exists: router-route "partner"' },
    });
    const updated = await platform.api.vpcRouterRouteUpdate({
      path: { route: 'partner' },
      query: custom,
      body: { destination: { type: 'ip', value: '100.64.0.1' }, target: { type: 'ip', value: '10.1.1.20' } },
    });
    expect(updated).toMatchObject({
      type: 'success',
      data: { name: 'partner', destination: { value: '100.64.0.1' }, target: { type: 'ip' } },
    });
    expect(
      await platform.api.vpcRouterRouteDelete({ path: { route: 'partner' }, query: custom }),
    ).toMatchObject({
      statusCode: 204,
    });
  });

  it('refuses the targets and destinations users may not write', async () => {
    expect(
      await createRoute({
        destination: { type: 'ip', value: '10.0.0.1' },
        target: { type: 'ip', value: 'fd00::1' },
      }),
    ).toMatchObject(invalid('cannot mix explicit IPv4 and IPv6 addresses between destination and target'));
    expect(await createRoute({ target: { type: 'vpc', value: 'default' } })).toMatchObject(
      invalid('users cannot specify VPCs as a destination or target in Custom routes'),
    );
    expect(await createRoute({ target: { type: 'subnet', value: 'mock-subnet' } })).toMatchObject(
      invalid('subnets cannot be used as a target in Custom routers'),
    );
    expect(await createRoute({}, { ...mockVpc, router: 'system' })).toMatchObject(
      invalid('user-provided routes cannot be added to a system router'),
    );
  });

  it('lets only the target of a system gateway route change, and no system route be deleted', async () => {
    const system = { ...mockVpc, router: 'system' };
    const v4 = { type: 'ip_net' as const, value: '0.0.0.0/0' };
    const retargeted = await platform.api.vpcRouterRouteUpdate({
      path: { route: 'default-v4' },
      query: system,
      body: { destination: v4, target: { type: 'drop' } },
    });
    expect(retargeted).toMatchObject({
      type: 'success',
      data: { kind: 'default', target: { type: 'drop' } },
    });
    const moved = await platform.api.vpcRouterRouteUpdate({
      path: { route: 'default-v4' },
      query: system,
      body: { destination: { type: 'ip_net', value: '10.0.0.0/8' }, target: { type: 'drop' } },
    });
    expect(moved).toMatchObject(invalid('the destination and metadata of a Default route cannot be changed'));
    const subnetRoute = await platform.api.vpcRouterRouteUpdate({
      path: { route: 'mock-subnet' },
      query: system,
      body: { destination: { type: 'subnet', value: 'mock-subnet' }, target: { type: 'drop' } },
    });
    expect(subnetRoute).toMatchObject(
      invalid('routes of type VpcSubnet within the system router are not modifiable'),
    );
    for (const route of ['default-v6', 'mock-subnet']) {
      expect(await platform.api.vpcRouterRouteDelete({ path: { route }, query: system })).toMatchObject(
        invalid('DELETE not allowed on system routes'),
      );
    }
  });

  it('needs the collaborator role to change routers and routes', async () => {
    const viewer = platform.clientAs('simone');
    expect(await viewer.vpcRouterRouteList({ query: custom })).toMatchObject({ type: 'success' });
    expect(
      await viewer.vpcRouterCreate({ query: mockVpc, body: { name: 'nope', description: '' } }),
    ).toMatchObject({
      statusCode: 403,
    });
    expect(await viewer.vpcRouterRouteDelete({ path: { route: 'drop-lab' }, query: custom })).toMatchObject({
      statusCode: 403,
      data: { errorCode: 'Forbidden' },
    });
  });
});
