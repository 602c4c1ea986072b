import { describe, expect, it } from 'vitest';
import { createTransport } from '../client/transport.js';
import {
  type RouterListingApi,
  routesToInternetGateway,
  type TargetedRoute,
} from './internet-gateway-routes.js';

type Route = TargetedRoute & { name: string };

/** A fake platform serving two pages of routers and paged routes, through the real client with an injected fetch. */
function fakePlatform(routesByRouter: Record<string, Route[]>, failRouter?: string) {
  const requested: string[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    requested.push(`${url.pathname}?${url.searchParams}`);
    const token = url.searchParams.get('page_token');
    const limit = Number(url.searchParams.get('limit'));
    let all: unknown[];
    if (url.pathname === '/v1/vpc-routers') {
      all = Object.keys(routesByRouter).map((name) => ({ name }));
    } else {
      const router = url.searchParams.get('router') ?? '';
      if (router === failRouter) {
        return Response.json({ error_code: 'Internal', message: 'boom', request_id: 'r' }, { status: 500 });
      }
      all = routesByRouter[router] ?? [];
    }
    const start = token ? Number(token) : 0;
    const next = start + limit < all.length ? String(start + limit) : null;
    return Response.json({ items: all.slice(start, start + limit), next_page: next });
  };
  const call = createTransport({ host: 'http://platform', fetch });
  const api: RouterListingApi<Route> = {
    vpcRouterList: ({ query }) => call('get', '/v1/vpc-routers', { query: { ...query, limit: 1 } }),
    vpcRouterRouteList: ({ query }) =>
      call('get', '/v1/vpc-router-routes', { query: { ...query, limit: 2 } }),
  };
  return { api, requested };
}

const toGateway = (name: string, gateway: string): Route => ({
  name,
  target: { type: 'internet_gateway', value: gateway },
});

describe('routesToInternetGateway', () => {
  it('collects matching routes across every page of every router', async () => {
    const { api, requested } = fakePlatform({
      system: [
        toGateway('default-v4', 'default'),
        { name: 'local', target: { type: 'subnet', value: 'default' } },
        toGateway('other', 'backup'),
        toGateway('default-v6', 'default'),
      ],
      custom: [toGateway('to-default', 'default')],
    });
    const result = await routesToInternetGateway(api, { project: 'p', vpc: 'v', gateway: 'default' });
    expect(result.type).toBe('success');
    if (result.type !== 'success') return;
    expect(result.data.map((route) => route.name)).toEqual(['default-v4', 'default-v6', 'to-default']);
    expect(requested.filter((path) => path.startsWith('/v1/vpc-routers'))).toHaveLength(2);
    expect(requested.filter((path) => path.includes('router=system'))).toHaveLength(2);
  });

  it('returns the first failure instead of a partial list', async () => {
    const { api } = fakePlatform({ a: [toGateway('x', 'gw')], b: [] }, 'b');
    const result = await routesToInternetGateway(api, { project: 'p', vpc: 'v', gateway: 'gw' });
    expect(result).toMatchObject({ type: 'error', statusCode: 500, data: { message: 'boom' } });
  });
});
