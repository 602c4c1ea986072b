import type { ApiResult } from '../client/result.js';
import { listAll, type Page } from './pagination.js';

interface RouterListQuery {
  project: string;
  vpc: string;
  pageToken?: string;
  limit?: number;
}
interface RouteListQuery {
  project: string;
  vpc: string;
  router: string;
  pageToken?: string;
  limit?: number;
}

/** The slice of the client this helper needs: listing a VPC's routers and a router's routes. */
export interface RouterListingApi<Route> {
  vpcRouterList(params: { query: RouterListQuery }): Promise<ApiResult<Page<{ name: string }>>>;
  vpcRouterRouteList(params: { query: RouteListQuery }): Promise<ApiResult<Page<Route>>>;
}

/** A route whose target may point at an internet gateway. */
export interface TargetedRoute {
  target: { type: string; value?: unknown };
}

/**
 * Every route, across every router of a VPC, whose target is the given internet gateway (by name or id).
 * The console uses it to warn before a gateway that routes still send traffic to is deleted.
 */
export async function routesToInternetGateway<Route extends TargetedRoute>(
  api: RouterListingApi<Route>,
  { project, vpc, gateway }: { project: string; vpc: string; gateway: string },
): Promise<ApiResult<Route[]>> {
  const routers = await listAll((pageToken, limit) =>
    api.vpcRouterList({ query: { project, vpc, pageToken, limit } }),
  );
  if (routers.type !== 'success') return routers;
  const matches: Route[] = [];
  for (const router of routers.data) {
    const routes = await listAll((pageToken, limit) =>
      api.vpcRouterRouteList({ query: { project, vpc, router: router.name, pageToken, limit } }),
    );
    if (routes.type !== 'success') return routes;
    matches.push(
      ...routes.data.filter(({ target }) => target.type === 'internet_gateway' && target.value === gateway),
    );
  }
  return { ...routers, data: matches };
}
