import { z } from 'zod';
import { ipAddr } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  identityMetadata,
  listQuery,
  Name,
  NameOrId,
  NameOrIdSortMode,
  pageOf,
  pathOf,
  projectScope,
  uuid,
  vpcListQuery,
  vpcScope,
} from './shared.js';

export const InternetGateway = named('InternetGateway', z.object({ ...identityMetadata, vpc_id: uuid() }));
export const InternetGatewayResultsPage = pageOf('InternetGatewayResultsPage', InternetGateway);
export const InternetGatewayCreate = named(
  'InternetGatewayCreate',
  z.object({ name: Name, description: z.string() }),
);

/** An IP pool a gateway draws addresses from. */
export const InternetGatewayIpPool = named(
  'InternetGatewayIpPool',
  z.object({ ...identityMetadata, internet_gateway_id: uuid(), ip_pool_id: uuid() }),
);
export const InternetGatewayIpPoolResultsPage = pageOf(
  'InternetGatewayIpPoolResultsPage',
  InternetGatewayIpPool,
);
export const InternetGatewayIpPoolCreate = named(
  'InternetGatewayIpPoolCreate',
  z.object({ name: Name, description: z.string(), ip_pool: NameOrId }),
);

/** A single address attached to a gateway. */
export const InternetGatewayIpAddress = named(
  'InternetGatewayIpAddress',
  z.object({ ...identityMetadata, address: ipAddr(), internet_gateway_id: uuid() }),
);
export const InternetGatewayIpAddressResultsPage = pageOf(
  'InternetGatewayIpAddressResultsPage',
  InternetGatewayIpAddress,
);
export const InternetGatewayIpAddressCreate = named(
  'InternetGatewayIpAddressCreate',
  z.object({ name: Name, description: z.string(), address: ipAddr() }),
);

const tag = 'vpcs';
const gatewayScope = { ...vpcScope, gateway: NameOrId.optional() };
const gatewayRequired = { ...vpcScope, gateway: NameOrId };
const cascade = { cascade: z.boolean().optional() };

export const internetGatewayOperations = defineOperations({
  internet_gateway_list: {
    method: 'get',
    path: '/v1/internet-gateways',
    tag,
    summary: 'List internet gateways',
    query: vpcListQuery,
    status: 200,
    response: InternetGatewayResultsPage,
  },
  internet_gateway_create: {
    method: 'post',
    path: '/v1/internet-gateways',
    tag,
    summary: 'Create an internet gateway',
    query: { ...projectScope, vpc: NameOrId },
    body: InternetGatewayCreate,
    status: 201,
    response: InternetGateway,
  },
  internet_gateway_view: {
    method: 'get',
    path: '/v1/internet-gateways/{gateway}',
    tag,
    summary: 'Fetch an internet gateway',
    pathParams: pathOf('gateway'),
    query: vpcScope,
    status: 200,
    response: InternetGateway,
  },
  internet_gateway_delete: {
    method: 'delete',
    path: '/v1/internet-gateways/{gateway}',
    tag,
    summary: 'Delete an internet gateway',
    pathParams: pathOf('gateway'),
    query: { ...vpcScope, ...cascade },
    status: 204,
  },
  internet_gateway_ip_pool_list: {
    method: 'get',
    path: '/v1/internet-gateway-ip-pools',
    tag,
    summary: "List an internet gateway's IP pools",
    query: { ...listQuery(NameOrIdSortMode), ...gatewayScope },
    status: 200,
    response: InternetGatewayIpPoolResultsPage,
  },
  internet_gateway_ip_pool_create: {
    method: 'post',
    path: '/v1/internet-gateway-ip-pools',
    tag,
    summary: 'Attach an IP pool to an internet gateway',
    query: gatewayRequired,
    body: InternetGatewayIpPoolCreate,
    status: 201,
    response: InternetGatewayIpPool,
  },
  internet_gateway_ip_pool_delete: {
    method: 'delete',
    path: '/v1/internet-gateway-ip-pools/{pool}',
    tag,
    summary: 'Detach an IP pool from an internet gateway',
    pathParams: pathOf('pool'),
    query: { ...gatewayScope, ...cascade },
    status: 204,
  },
  internet_gateway_ip_address_list: {
    method: 'get',
    path: '/v1/internet-gateway-ip-addresses',
    tag,
    summary: "List an internet gateway's IP addresses",
    query: { ...listQuery(NameOrIdSortMode), ...gatewayScope },
    status: 200,
    response: InternetGatewayIpAddressResultsPage,
  },
  internet_gateway_ip_address_create: {
    method: 'post',
    path: '/v1/internet-gateway-ip-addresses',
    tag,
    summary: 'Attach an IP address to an internet gateway',
    query: gatewayRequired,
    body: InternetGatewayIpAddressCreate,
    status: 201,
    response: InternetGatewayIpAddress,
  },
  internet_gateway_ip_address_delete: {
    method: 'delete',
    path: '/v1/internet-gateway-ip-addresses/{address}',
    tag,
    summary: 'Detach an IP address from an internet gateway',
    pathParams: pathOf('address'),
    query: { ...gatewayScope, ...cascade },
    status: 204,
  },
});
