import { z } from 'zod';
import { IpNet, PoolSelector } from './net.js';
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
  uint8,
  uuid,
} from './shared.js';

// External subnets: a project's block of external addresses, carved from a subnet pool and attached to at
// most one instance at a time.

export const ExternalSubnet = named(
  'ExternalSubnet',
  z.object({
    ...identityMetadata,
    project_id: uuid(),
    subnet: IpNet,
    subnet_pool_id: uuid(),
    subnet_pool_member_id: uuid(),
    instance_id: uuid().nullable().optional(),
  }),
);
export const ExternalSubnetResultsPage = pageOf('ExternalSubnetResultsPage', ExternalSubnet);

/** How a subnet is chosen: a given CIDR, or the next free one of a prefix length from a pool. */
export const ExternalSubnetAllocator = named(
  'ExternalSubnetAllocator',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('explicit'), subnet: IpNet }),
    z.object({
      type: z.literal('auto'),
      prefix_length: uint8(),
      pool_selector: PoolSelector.default({ type: 'auto', ip_version: null }),
    }),
  ]),
);

export const ExternalSubnetCreate = named(
  'ExternalSubnetCreate',
  z.object({ name: Name, description: z.string(), allocator: ExternalSubnetAllocator }),
);
export const ExternalSubnetUpdate = named(
  'ExternalSubnetUpdate',
  z.object({ name: Name.nullable().optional(), description: z.string().nullable().optional() }),
);
export const ExternalSubnetAttach = named('ExternalSubnetAttach', z.object({ instance: NameOrId }));

// Operations ----------------------------------------------------------------------------------------------

const tag = 'external-subnets';
const subnet = { pathParams: pathOf('external_subnet'), query: projectScope };

export const externalSubnetOperations = defineOperations({
  external_subnet_list: {
    method: 'get',
    path: '/v1/external-subnets',
    tag,
    summary: "List a project's external subnets",
    query: projectListQuery,
    status: 200,
    response: ExternalSubnetResultsPage,
  },
  external_subnet_create: {
    method: 'post',
    path: '/v1/external-subnets',
    tag,
    summary: 'Create an external subnet',
    query: projectRequired,
    body: ExternalSubnetCreate,
    status: 201,
    response: ExternalSubnet,
  },
  external_subnet_view: {
    method: 'get',
    path: '/v1/external-subnets/{external_subnet}',
    tag,
    summary: 'Fetch an external subnet',
    ...subnet,
    status: 200,
    response: ExternalSubnet,
  },
  external_subnet_update: {
    method: 'put',
    path: '/v1/external-subnets/{external_subnet}',
    tag,
    summary: 'Update an external subnet',
    ...subnet,
    body: ExternalSubnetUpdate,
    status: 200,
    response: ExternalSubnet,
  },
  external_subnet_delete: {
    method: 'delete',
    path: '/v1/external-subnets/{external_subnet}',
    tag,
    summary: 'Delete an external subnet',
    ...subnet,
    status: 204,
  },
  external_subnet_attach: {
    method: 'post',
    path: '/v1/external-subnets/{external_subnet}/attach',
    tag,
    summary: 'Attach an external subnet to an instance',
    ...subnet,
    body: ExternalSubnetAttach,
    status: 202,
    response: ExternalSubnet,
  },
  external_subnet_detach: {
    method: 'post',
    path: '/v1/external-subnets/{external_subnet}/detach',
    tag,
    summary: 'Detach an external subnet from its instance',
    ...subnet,
    status: 202,
    response: ExternalSubnet,
  },
  instance_external_subnet_list: {
    method: 'get',
    path: '/v1/instances/{instance}/external-subnets',
    tag: 'instances',
    summary: 'List the external subnets attached to an instance',
    pathParams: pathOf('instance'),
    query: projectScope,
    status: 200,
    response: ExternalSubnetResultsPage,
  },
});
