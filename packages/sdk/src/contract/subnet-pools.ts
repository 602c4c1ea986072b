import { z } from 'zod';
import { IpNet, IpVersion } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  dateTime,
  double,
  identityMetadata,
  idListQuery,
  Name,
  NameOrId,
  nameOrIdListQuery,
  pageOf,
  pageQuery,
  pathOf,
  uint8,
  uuid,
} from './shared.js';

// Subnet pools: blocks of external address space that projects carve external subnets from, linked to
// silos the way IP pools are (at most one default pool per silo and IP version).

export const SubnetPool = named('SubnetPool', z.object({ ...identityMetadata, ip_version: IpVersion }));
export const SubnetPoolResultsPage = pageOf('SubnetPoolResultsPage', SubnetPool);

/** A subnet pool as a silo sees it: whether it is that silo's default. */
export const SiloSubnetPool = named(
  'SiloSubnetPool',
  z.object({ ...identityMetadata, ip_version: IpVersion, is_default: z.boolean() }),
);
export const SiloSubnetPoolResultsPage = pageOf('SiloSubnetPoolResultsPage', SiloSubnetPool);

export const SubnetPoolCreate = named(
  'SubnetPoolCreate',
  z.object({ name: Name, description: z.string(), ip_version: IpVersion }),
);
export const SubnetPoolUpdate = named(
  'SubnetPoolUpdate',
  z.object({ name: Name.nullable().optional(), description: z.string().nullable().optional() }),
);

/** One subnet of a pool, with the range of prefix lengths allocations from it may have. */
export const SubnetPoolMember = named(
  'SubnetPoolMember',
  z.object({
    id: uuid(),
    subnet_pool_id: uuid(),
    subnet: IpNet,
    min_prefix_length: uint8(),
    max_prefix_length: uint8(),
    time_created: dateTime(),
  }),
);
export const SubnetPoolMemberResultsPage = pageOf('SubnetPoolMemberResultsPage', SubnetPoolMember);
export const SubnetPoolMemberAdd = named(
  'SubnetPoolMemberAdd',
  z.object({
    subnet: IpNet,
    min_prefix_length: uint8().nullable().optional(),
    max_prefix_length: uint8().nullable().optional(),
  }),
);
export const SubnetPoolMemberRemove = named('SubnetPoolMemberRemove', z.object({ subnet: IpNet }));

export const SubnetPoolSiloLink = named(
  'SubnetPoolSiloLink',
  z.object({ subnet_pool_id: uuid(), silo_id: uuid(), is_default: z.boolean() }),
);
export const SubnetPoolSiloLinkResultsPage = pageOf('SubnetPoolSiloLinkResultsPage', SubnetPoolSiloLink);
export const SubnetPoolLinkSilo = named(
  'SubnetPoolLinkSilo',
  z.object({ silo: NameOrId, is_default: z.boolean() }),
);
export const SubnetPoolSiloUpdate = named('SubnetPoolSiloUpdate', z.object({ is_default: z.boolean() }));

/** Address counts of a pool; doubles, since an IPv6 pool can hold more than 2^64 addresses. */
export const SubnetPoolUtilization = named(
  'SubnetPoolUtilization',
  z.object({ capacity: double(), remaining: double() }),
);

// Operations ----------------------------------------------------------------------------------------------

const siloTag = 'subnet-pools';
const tag = 'system/subnet-pools';
const pool = pathOf('pool');
const poolSilo = pathOf('pool', 'silo');

export const subnetPoolOperations = defineOperations({
  subnet_pool_list: {
    method: 'get',
    path: '/v1/subnet-pools',
    tag: siloTag,
    summary: "List the current silo's subnet pools",
    query: nameOrIdListQuery,
    status: 200,
    response: SiloSubnetPoolResultsPage,
  },
  subnet_pool_view: {
    method: 'get',
    path: '/v1/subnet-pools/{pool}',
    tag: siloTag,
    summary: 'Fetch a subnet pool linked to the current silo',
    pathParams: pool,
    status: 200,
    response: SiloSubnetPool,
  },
  silo_subnet_pool_list: {
    method: 'get',
    path: '/v1/system/silos/{silo}/subnet-pools',
    tag: 'system/silos',
    summary: 'List the subnet pools linked to a silo',
    pathParams: pathOf('silo'),
    query: nameOrIdListQuery,
    status: 200,
    response: SiloSubnetPoolResultsPage,
  },
  system_subnet_pool_list: {
    method: 'get',
    path: '/v1/system/subnet-pools',
    tag,
    summary: 'List subnet pools',
    query: nameOrIdListQuery,
    status: 200,
    response: SubnetPoolResultsPage,
  },
  system_subnet_pool_create: {
    method: 'post',
    path: '/v1/system/subnet-pools',
    tag,
    summary: 'Create a subnet pool',
    body: SubnetPoolCreate,
    status: 201,
    response: SubnetPool,
  },
  system_subnet_pool_view: {
    method: 'get',
    path: '/v1/system/subnet-pools/{pool}',
    tag,
    summary: 'Fetch a subnet pool',
    pathParams: pool,
    status: 200,
    response: SubnetPool,
  },
  system_subnet_pool_update: {
    method: 'put',
    path: '/v1/system/subnet-pools/{pool}',
    tag,
    summary: 'Update a subnet pool',
    pathParams: pool,
    body: SubnetPoolUpdate,
    status: 200,
    response: SubnetPool,
  },
  system_subnet_pool_delete: {
    method: 'delete',
    path: '/v1/system/subnet-pools/{pool}',
    tag,
    summary: 'Delete a subnet pool',
    pathParams: pool,
    status: 204,
  },
  system_subnet_pool_member_list: {
    method: 'get',
    path: '/v1/system/subnet-pools/{pool}/members',
    tag,
    summary: "List a subnet pool's member subnets",
    pathParams: pool,
    query: pageQuery,
    status: 200,
    response: SubnetPoolMemberResultsPage,
  },
  system_subnet_pool_member_add: {
    method: 'post',
    path: '/v1/system/subnet-pools/{pool}/members/add',
    tag,
    summary: 'Add a subnet to a subnet pool',
    pathParams: pool,
    body: SubnetPoolMemberAdd,
    status: 201,
    response: SubnetPoolMember,
  },
  system_subnet_pool_member_remove: {
    method: 'post',
    path: '/v1/system/subnet-pools/{pool}/members/remove',
    tag,
    summary: 'Remove a subnet from a subnet pool',
    pathParams: pool,
    body: SubnetPoolMemberRemove,
    status: 204,
  },
  system_subnet_pool_silo_list: {
    method: 'get',
    path: '/v1/system/subnet-pools/{pool}/silos',
    tag,
    summary: 'List the silos linked to a subnet pool',
    pathParams: pool,
    query: idListQuery,
    status: 200,
    response: SubnetPoolSiloLinkResultsPage,
  },
  system_subnet_pool_silo_link: {
    method: 'post',
    path: '/v1/system/subnet-pools/{pool}/silos',
    tag,
    summary: 'Link a subnet pool to a silo',
    pathParams: pool,
    body: SubnetPoolLinkSilo,
    status: 201,
    response: SubnetPoolSiloLink,
  },
  system_subnet_pool_silo_update: {
    method: 'put',
    path: '/v1/system/subnet-pools/{pool}/silos/{silo}',
    tag,
    summary: "Make or unmake a subnet pool a silo's default",
    pathParams: poolSilo,
    body: SubnetPoolSiloUpdate,
    status: 200,
    response: SubnetPoolSiloLink,
  },
  system_subnet_pool_silo_unlink: {
    method: 'delete',
    path: '/v1/system/subnet-pools/{pool}/silos/{silo}',
    tag,
    summary: 'Unlink a subnet pool from a silo',
    pathParams: poolSilo,
    status: 204,
  },
  system_subnet_pool_utilization_view: {
    method: 'get',
    path: '/v1/system/subnet-pools/{pool}/utilization',
    tag,
    summary: "Fetch a subnet pool's utilization",
    pathParams: pool,
    status: 200,
    response: SubnetPoolUtilization,
  },
});
