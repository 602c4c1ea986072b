import { z } from 'zod';
import { ipAddr, PoolSelector } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  identityMetadata,
  Name,
  NameOrId,
  pageOf,
  pathOf,
  projectListQuery,
  projectRequired,
  projectScope,
  uuid,
} from './shared.js';

export const FloatingIp = named(
  'FloatingIp',
  z.object({
    ...identityMetadata,
    instance_id: uuid().nullable().optional(),
    ip: ipAddr(),
    ip_pool_id: uuid(),
    project_id: uuid(),
  }),
);
export const FloatingIpResultsPage = pageOf('FloatingIpResultsPage', FloatingIp);

/** Where an address comes from: a given address, or the next free one of a pool. */
export const AddressAllocator = named(
  'AddressAllocator',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('explicit'), ip: ipAddr() }),
    z.object({
      type: z.literal('auto'),
      pool_selector: PoolSelector.default({ type: 'auto', ip_version: null }),
    }),
  ]),
);

export const FloatingIpCreate = named(
  'FloatingIpCreate',
  z.object({
    name: Name,
    description: z.string(),
    address_allocator: AddressAllocator.default({
      type: 'auto',
      pool_selector: { type: 'auto', ip_version: null },
    }),
  }),
);
export const FloatingIpUpdate = named(
  'FloatingIpUpdate',
  z.object({ name: Name.nullable().optional(), description: z.string().nullable().optional() }),
);

export const FloatingIpParentKind = named('FloatingIpParentKind', z.enum(['instance']));
export const FloatingIpAttach = named(
  'FloatingIpAttach',
  z.object({ kind: FloatingIpParentKind, parent: NameOrId }),
);

const tag = 'floating-ips';
const floatingIp = pathOf('floating_ip');

export const floatingIpOperations = defineOperations({
  floating_ip_list: {
    method: 'get',
    path: '/v1/floating-ips',
    tag,
    summary: 'List floating IPs',
    query: projectListQuery,
    status: 200,
    response: FloatingIpResultsPage,
  },
  floating_ip_create: {
    method: 'post',
    path: '/v1/floating-ips',
    tag,
    summary: 'Create a floating IP',
    query: projectRequired,
    body: FloatingIpCreate,
    status: 201,
    response: FloatingIp,
  },
  floating_ip_view: {
    method: 'get',
    path: '/v1/floating-ips/{floating_ip}',
    tag,
    summary: 'Fetch a floating IP',
    pathParams: floatingIp,
    query: projectScope,
    status: 200,
    response: FloatingIp,
  },
  floating_ip_update: {
    method: 'put',
    path: '/v1/floating-ips/{floating_ip}',
    tag,
    summary: 'Update a floating IP',
    pathParams: floatingIp,
    query: projectScope,
    body: FloatingIpUpdate,
    status: 200,
    response: FloatingIp,
  },
  floating_ip_delete: {
    method: 'delete',
    path: '/v1/floating-ips/{floating_ip}',
    tag,
    summary: 'Delete a floating IP',
    pathParams: floatingIp,
    query: projectScope,
    status: 204,
  },
  floating_ip_attach: {
    method: 'post',
    path: '/v1/floating-ips/{floating_ip}/attach',
    tag,
    summary: 'Attach a floating IP to an instance',
    pathParams: floatingIp,
    query: projectScope,
    body: FloatingIpAttach,
    status: 202,
    response: FloatingIp,
  },
  floating_ip_detach: {
    method: 'post',
    path: '/v1/floating-ips/{floating_ip}/detach',
    tag,
    summary: 'Detach a floating IP from its instance',
    pathParams: floatingIp,
    query: projectScope,
    status: 202,
    response: FloatingIp,
  },
});
