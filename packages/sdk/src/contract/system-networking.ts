import { z } from 'zod';
import { IpNet, ipAddr } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  dateTime,
  identityMetadata,
  idListQuery,
  Name,
  NameOrId,
  nameOrIdListQuery,
  pageOf,
  pathOf,
  uint8,
  uuid,
} from './shared.js';

// Rack networking: address lots, loopback addresses, the allow list and system-wide settings. Switch port
// settings are in system-switch-port-settings.ts, BGP and BFD in system-bgp.ts.

/** One of the rack's two switches. */
export const SwitchSlot = named('SwitchSlot', z.enum(['switch0', 'switch1']));

/** What a switch link advertises over LLDP, as stored. */
export const LldpLinkConfig = named(
  'LldpLinkConfig',
  z.object({
    id: uuid(),
    enabled: z.boolean(),
    chassis_id: z.string().nullable().optional(),
    link_name: z.string().nullable().optional(),
    link_description: z.string().nullable().optional(),
    system_name: z.string().nullable().optional(),
    system_description: z.string().nullable().optional(),
    management_ip: ipAddr().nullable().optional(),
  }),
);

/** What a switch link should advertise over LLDP. */
export const LldpLinkConfigCreate = named(
  'LldpLinkConfigCreate',
  z.object({
    enabled: z.boolean(),
    chassis_id: z.string().nullable().optional(),
    link_name: z.string().nullable().optional(),
    link_description: z.string().nullable().optional(),
    system_name: z.string().nullable().optional(),
    system_description: z.string().nullable().optional(),
    management_ip: ipAddr().nullable().optional(),
  }),
);

// Address lots --------------------------------------------------------------------------------------------

export const AddressLotKind = named('AddressLotKind', z.enum(['infra', 'pool']));

export const AddressLot = named('AddressLot', z.object({ ...identityMetadata, kind: AddressLotKind }));
export const AddressLotResultsPage = pageOf('AddressLotResultsPage', AddressLot);

export const AddressLotBlock = named(
  'AddressLotBlock',
  z.object({ id: uuid(), first_address: ipAddr(), last_address: ipAddr() }),
);
export const AddressLotBlockResultsPage = pageOf('AddressLotBlockResultsPage', AddressLotBlock);

export const AddressLotBlockCreate = named(
  'AddressLotBlockCreate',
  z.object({ first_address: ipAddr(), last_address: ipAddr() }),
);
export const AddressLotCreate = named(
  'AddressLotCreate',
  z.object({
    name: Name,
    description: z.string(),
    kind: AddressLotKind,
    blocks: z.array(AddressLotBlockCreate),
  }),
);
export const AddressLotCreateResponse = named(
  'AddressLotCreateResponse',
  z.object({ lot: AddressLot, blocks: z.array(AddressLotBlock) }),
);
export const AddressLotViewResponse = named(
  'AddressLotViewResponse',
  z.object({ lot: AddressLot, blocks: z.array(AddressLotBlock) }),
);

// Allow list, inbound ICMP and settings -------------------------------------------------------------------

/** Which source addresses may reach the rack's user-facing services. */
export const AllowedSourceIps = named(
  'AllowedSourceIps',
  z.discriminatedUnion('allow', [
    z.object({ allow: z.literal('any') }),
    z.object({ allow: z.literal('list'), ips: z.array(IpNet) }),
  ]),
);
export const AllowList = named(
  'AllowList',
  z.object({ allowed_ips: AllowedSourceIps, time_created: dateTime(), time_modified: dateTime() }),
);
export const AllowListUpdate = named('AllowListUpdate', z.object({ allowed_ips: AllowedSourceIps }));

export const ServiceIcmpConfig = named('ServiceIcmpConfig', z.object({ enabled: z.boolean() }));

export const SystemNetworkingSettings = named(
  'SystemNetworkingSettings',
  z.object({ external_jumbo_frames_opt_in_enabled: z.boolean() }),
);
export const SystemNetworkingSettingsUpdate = named(
  'SystemNetworkingSettingsUpdate',
  z.object({ external_jumbo_frames_opt_in_enabled: z.boolean().default(false) }),
);

// Loopback addresses --------------------------------------------------------------------------------------

export const LoopbackAddress = named(
  'LoopbackAddress',
  z.object({
    id: uuid(),
    address: IpNet,
    address_lot_block_id: uuid(),
    rack_id: uuid(),
    switch_slot: SwitchSlot,
  }),
);
export const LoopbackAddressResultsPage = pageOf('LoopbackAddressResultsPage', LoopbackAddress);
export const LoopbackAddressCreate = named(
  'LoopbackAddressCreate',
  z.object({
    address_lot: NameOrId,
    rack_id: uuid(),
    switch_slot: SwitchSlot,
    address: ipAddr(),
    mask: uint8(),
    anycast: z.boolean(),
  }),
);

// Operations ----------------------------------------------------------------------------------------------

const tag = 'system/networking';
const addressLot = pathOf('address_lot');

export const systemNetworkingOperations = defineOperations({
  networking_address_lot_list: {
    method: 'get',
    path: '/v1/system/networking/address-lot',
    tag,
    summary: 'List address lots',
    query: nameOrIdListQuery,
    status: 200,
    response: AddressLotResultsPage,
  },
  networking_address_lot_create: {
    method: 'post',
    path: '/v1/system/networking/address-lot',
    tag,
    summary: 'Create an address lot',
    body: AddressLotCreate,
    status: 201,
    response: AddressLotCreateResponse,
  },
  networking_address_lot_view: {
    method: 'get',
    path: '/v1/system/networking/address-lot/{address_lot}',
    tag,
    summary: 'Fetch an address lot',
    pathParams: addressLot,
    status: 200,
    response: AddressLotViewResponse,
  },
  networking_address_lot_delete: {
    method: 'delete',
    path: '/v1/system/networking/address-lot/{address_lot}',
    tag,
    summary: 'Delete an address lot',
    pathParams: addressLot,
    status: 204,
  },
  networking_address_lot_block_list: {
    method: 'get',
    path: '/v1/system/networking/address-lot/{address_lot}/blocks',
    tag,
    summary: "List an address lot's blocks",
    pathParams: addressLot,
    query: idListQuery,
    status: 200,
    response: AddressLotBlockResultsPage,
  },
  networking_allow_list_view: {
    method: 'get',
    path: '/v1/system/networking/allow-list',
    tag,
    summary: 'Fetch the source IP allow list',
    status: 200,
    response: AllowList,
  },
  networking_allow_list_update: {
    method: 'put',
    path: '/v1/system/networking/allow-list',
    tag,
    summary: 'Replace the source IP allow list',
    body: AllowListUpdate,
    status: 200,
    response: AllowList,
  },
  networking_inbound_icmp_view: {
    method: 'get',
    path: '/v1/system/networking/inbound-icmp',
    tag,
    summary: 'Fetch whether services answer inbound ICMP',
    status: 200,
    response: ServiceIcmpConfig,
  },
  networking_inbound_icmp_update: {
    method: 'put',
    path: '/v1/system/networking/inbound-icmp',
    tag,
    summary: 'Set whether services answer inbound ICMP',
    body: ServiceIcmpConfig,
    status: 204,
  },
  networking_loopback_address_list: {
    method: 'get',
    path: '/v1/system/networking/loopback-address',
    tag,
    summary: 'List loopback addresses',
    query: idListQuery,
    status: 200,
    response: LoopbackAddressResultsPage,
  },
  networking_loopback_address_create: {
    method: 'post',
    path: '/v1/system/networking/loopback-address',
    tag,
    summary: 'Create a loopback address',
    body: LoopbackAddressCreate,
    status: 201,
    response: LoopbackAddress,
  },
  networking_loopback_address_delete: {
    method: 'delete',
    path: '/v1/system/networking/loopback-address/{rack_id}/{switch_slot}/{address}/{subnet_mask}',
    tag,
    summary: 'Delete a loopback address',
    pathParams: { rack_id: uuid(), switch_slot: SwitchSlot, address: ipAddr(), subnet_mask: uint8() },
    status: 204,
  },
  system_networking_settings_view: {
    method: 'get',
    path: '/v1/system/networking/settings',
    tag,
    summary: 'Fetch system networking settings',
    status: 200,
    response: SystemNetworkingSettings,
  },
  system_networking_settings_update: {
    method: 'put',
    path: '/v1/system/networking/settings',
    tag,
    summary: 'Update system networking settings',
    body: SystemNetworkingSettingsUpdate,
    status: 200,
    response: SystemNetworkingSettings,
  },
});
