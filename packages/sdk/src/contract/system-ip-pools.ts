import { z } from 'zod';
import { IpPoolType, IpVersion } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  dateTime,
  double,
  identityMetadata,
  idListQuery,
  listQuery,
  Name,
  NameOrId,
  NameOrIdSortMode,
  pageOf,
  pageQuery,
  pathOf,
  uuid,
} from './shared.js';

// Pools ---------------------------------------------------------------------------------------------------

/** Who allocates from a pool: silos (instances, floating IPs) or the rack's own services. */
export const IpPoolAssignment = named('IpPoolAssignment', z.enum(['silos', 'system_services']));

export const IpPool = named(
  'IpPool',
  z.object({
    ...identityMetadata,
    assignment: IpPoolAssignment,
    ip_version: IpVersion,
    pool_type: IpPoolType,
  }),
);
export const IpPoolResultsPage = pageOf('IpPoolResultsPage', IpPool);

export const IpPoolCreate = named(
  'IpPoolCreate',
  z.object({
    name: Name,
    description: z.string(),
    assignment: IpPoolAssignment.default('silos'),
    ip_version: IpVersion.default('v4'),
    pool_type: IpPoolType.default('unicast'),
  }),
);
export const IpPoolUpdate = named(
  'IpPoolUpdate',
  z.object({ name: Name.nullable().optional(), description: z.string().nullable().optional() }),
);
export const IpPoolAssignParam = named('IpPoolAssignParam', z.object({ assignment: IpPoolAssignment }));

// Ranges --------------------------------------------------------------------------------------------------

/** An inclusive range of IPv4 addresses. */
export const Ipv4Range = named('Ipv4Range', z.object({ first: z.ipv4(), last: z.ipv4() }));
/** An inclusive range of IPv6 addresses. */
export const Ipv6Range = named('Ipv6Range', z.object({ first: z.ipv6(), last: z.ipv6() }));
export const IpRange = named('IpRange', z.union([Ipv4Range, Ipv6Range]));

export const IpPoolRange = named(
  'IpPoolRange',
  z.object({ id: uuid(), ip_pool_id: uuid(), range: IpRange, time_created: dateTime() }),
);
export const IpPoolRangeResultsPage = pageOf('IpPoolRangeResultsPage', IpPoolRange);

// Silo links ----------------------------------------------------------------------------------------------

export const IpPoolSiloLink = named(
  'IpPoolSiloLink',
  z.object({ ip_pool_id: uuid(), silo_id: uuid(), is_default: z.boolean() }),
);
export const IpPoolSiloLinkResultsPage = pageOf('IpPoolSiloLinkResultsPage', IpPoolSiloLink);
export const IpPoolLinkSilo = named('IpPoolLinkSilo', z.object({ silo: NameOrId, is_default: z.boolean() }));
export const IpPoolSiloUpdate = named('IpPoolSiloUpdate', z.object({ is_default: z.boolean() }));

/** Address counts of a pool; doubles, since an IPv6 pool can hold more than 2^64 addresses. */
export const IpPoolUtilization = named(
  'IpPoolUtilization',
  z.object({ capacity: double(), remaining: double() }),
);

// Operations ----------------------------------------------------------------------------------------------

const tag = 'system/ip-pools';
const pool = pathOf('pool');
const poolSilo = pathOf('pool', 'silo');

export const systemIpPoolOperations = defineOperations({
  system_ip_pool_list: {
    method: 'get',
    path: '/v1/system/ip-pools',
    tag,
    summary: 'List IP pools',
    query: {
      ...listQuery(NameOrIdSortMode),
      assignment: IpPoolAssignment.optional(),
      ip_version: IpVersion.optional(),
      pool_type: IpPoolType.optional(),
    },
    status: 200,
    response: IpPoolResultsPage,
  },
  system_ip_pool_create: {
    method: 'post',
    path: '/v1/system/ip-pools',
    tag,
    summary: 'Create an IP pool',
    body: IpPoolCreate,
    status: 201,
    response: IpPool,
  },
  system_ip_pool_view: {
    method: 'get',
    path: '/v1/system/ip-pools/{pool}',
    tag,
    summary: 'Fetch an IP pool',
    pathParams: pool,
    status: 200,
    response: IpPool,
  },
  system_ip_pool_update: {
    method: 'put',
    path: '/v1/system/ip-pools/{pool}',
    tag,
    summary: 'Update an IP pool',
    pathParams: pool,
    body: IpPoolUpdate,
    status: 200,
    response: IpPool,
  },
  system_ip_pool_delete: {
    method: 'delete',
    path: '/v1/system/ip-pools/{pool}',
    tag,
    summary: 'Delete an IP pool',
    pathParams: pool,
    status: 204,
  },
  system_ip_pool_assign: {
    method: 'post',
    path: '/v1/system/ip-pools/{pool}/assignment',
    tag,
    summary: 'Change who an IP pool serves',
    pathParams: pool,
    body: IpPoolAssignParam,
    status: 200,
    response: IpPool,
  },
  system_ip_pool_range_list: {
    method: 'get',
    path: '/v1/system/ip-pools/{pool}/ranges',
    tag,
    summary: "List an IP pool's ranges",
    pathParams: pool,
    query: pageQuery,
    status: 200,
    response: IpPoolRangeResultsPage,
  },
  system_ip_pool_range_add: {
    method: 'post',
    path: '/v1/system/ip-pools/{pool}/ranges/add',
    tag,
    summary: 'Add a range to an IP pool',
    pathParams: pool,
    body: IpRange,
    status: 201,
    response: IpPoolRange,
  },
  system_ip_pool_range_remove: {
    method: 'post',
    path: '/v1/system/ip-pools/{pool}/ranges/remove',
    tag,
    summary: 'Remove a range from an IP pool',
    pathParams: pool,
    body: IpRange,
    status: 204,
  },
  system_ip_pool_silo_list: {
    method: 'get',
    path: '/v1/system/ip-pools/{pool}/silos',
    tag,
    summary: 'List the silos linked to an IP pool',
    pathParams: pool,
    query: idListQuery,
    status: 200,
    response: IpPoolSiloLinkResultsPage,
  },
  system_ip_pool_silo_link: {
    method: 'post',
    path: '/v1/system/ip-pools/{pool}/silos',
    tag,
    summary: 'Link an IP pool to a silo',
    pathParams: pool,
    body: IpPoolLinkSilo,
    status: 201,
    response: IpPoolSiloLink,
  },
  system_ip_pool_silo_update: {
    method: 'put',
    path: '/v1/system/ip-pools/{pool}/silos/{silo}',
    tag,
    summary: "Make or unmake an IP pool a silo's default",
    pathParams: poolSilo,
    body: IpPoolSiloUpdate,
    status: 200,
    response: IpPoolSiloLink,
  },
  system_ip_pool_silo_unlink: {
    method: 'delete',
    path: '/v1/system/ip-pools/{pool}/silos/{silo}',
    tag,
    summary: 'Unlink an IP pool from a silo',
    pathParams: poolSilo,
    status: 204,
  },
  system_ip_pool_utilization_view: {
    method: 'get',
    path: '/v1/system/ip-pools/{pool}/utilization',
    tag,
    summary: "Fetch an IP pool's utilization",
    pathParams: pool,
    status: 200,
    response: IpPoolUtilization,
  },
});
