import { PlatformCallError, routesToInternetGateway } from '@rackconsole/sdk';
import { ALL_ITEMS } from '~/constants';
import { api } from './client';
import { apiQuery } from './queries';

/** One VPC, by name within its project. */
export const vpcQuery = (project: string, vpc: string) =>
  apiQuery('vpcView', { path: { vpc }, query: { project } });

/** Every firewall rule of a VPC: the platform returns (and replaces) them as one list. */
export const firewallRulesQuery = (project: string, vpc: string) =>
  apiQuery('vpcFirewallRulesView', { query: { project, vpc } });

export const subnetListQuery = (project: string, vpc: string) =>
  apiQuery('vpcSubnetList', { query: { project, vpc, limit: ALL_ITEMS } });

export const subnetQuery = (project: string, vpc: string, subnet: string) =>
  apiQuery('vpcSubnetView', { path: { subnet }, query: { project, vpc } });

export const routerListQuery = (project: string, vpc: string) =>
  apiQuery('vpcRouterList', { query: { project, vpc, limit: ALL_ITEMS } });

export const routerQuery = (project: string, vpc: string, router: string) =>
  apiQuery('vpcRouterView', { path: { router }, query: { project, vpc } });

export const routeListQuery = (project: string, vpc: string, router: string) =>
  apiQuery('vpcRouterRouteList', { query: { project, vpc, router, limit: ALL_ITEMS } });

export const routeQuery = (project: string, vpc: string, router: string, route: string) =>
  apiQuery('vpcRouterRouteView', { path: { route }, query: { project, vpc, router } });

export const gatewayListQuery = (project: string, vpc: string) =>
  apiQuery('internetGatewayList', { query: { project, vpc, limit: ALL_ITEMS } });

/** The project's instances, for pickers and for naming instances by id. */
export const projectInstancesQuery = (project: string) =>
  apiQuery('instanceList', { query: { project, limit: ALL_ITEMS } });

/** Every IP pool the silo may draw from, for naming pools by id and for pool pickers. */
export const ipPoolsQuery = () => apiQuery('ipPoolList', { query: { limit: ALL_ITEMS } });

/** Every route of the VPC's routers that sends traffic to the gateway (found by the SDK helper). */
export const gatewayRoutesQuery = (project: string, vpc: string, gateway: string) => ({
  queryKey: ['routesToInternetGateway', { project, vpc, gateway }],
  queryFn: async () => {
    const result = await routesToInternetGateway(api, { project, vpc, gateway });
    if (result.type !== 'success') throw new PlatformCallError('vpcRouterRouteList', result);
    return result.data;
  },
});
