import { z } from 'zod';
import { InstanceState } from './instances.js';
import { ipAddr } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  ByteCount,
  dateTime,
  IdSortMode,
  idListQuery,
  int64,
  listQuery,
  Name,
  NameOrId,
  pageOf,
  pageQuery,
  uint8,
  uint16,
  uint32,
  uuid,
} from './shared.js';
import { LldpLinkConfig, SwitchSlot } from './system-networking.js';

// Physical disks ---------------------------------------------------------------------------------------------

export const PhysicalDiskKind = named('PhysicalDiskKind', z.enum(['m2', 'u2']));
export const PhysicalDiskPolicy = named(
  'PhysicalDiskPolicy',
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('in_service') }),
    z.object({ kind: z.literal('expunged') }),
  ]),
);
export const PhysicalDiskState = named('PhysicalDiskState', z.enum(['active', 'decommissioned']));
export const PhysicalDisk = named(
  'PhysicalDisk',
  z.object({
    form_factor: PhysicalDiskKind,
    id: uuid(),
    model: z.string(),
    policy: PhysicalDiskPolicy,
    serial: z.string(),
    sled_id: uuid().nullable().optional(),
    state: PhysicalDiskState,
    time_created: dateTime(),
    time_modified: dateTime(),
    vendor: z.string(),
  }),
);
export const PhysicalDiskResultsPage = pageOf('PhysicalDiskResultsPage', PhysicalDisk);

export const PhysicalDiskManufacturerIdentity = named(
  'PhysicalDiskManufacturerIdentity',
  z.object({ model: z.string(), serial: z.string(), vendor: z.string() }),
);
export const PhysicalDiskAdoptionRequestUuid = named('PhysicalDiskAdoptionRequestUuid', uuid());
export const PhysicalDiskAdoptionRequest = named(
  'PhysicalDiskAdoptionRequest',
  z.object({
    disk_id: PhysicalDiskManufacturerIdentity,
    id: PhysicalDiskAdoptionRequestUuid,
    time_created: dateTime(),
  }),
);
export const PhysicalDiskAdoptionRequestResultsPage = pageOf(
  'PhysicalDiskAdoptionRequestResultsPage',
  PhysicalDiskAdoptionRequest,
);

export const SledUuid = named('SledUuid', uuid());
export const UnadoptedPhysicalDisk = named(
  'UnadoptedPhysicalDisk',
  z.object({
    disk_id: PhysicalDiskManufacturerIdentity,
    sled_id: SledUuid,
    slot: int64(),
    variant: PhysicalDiskKind,
  }),
);
export const UnadoptedPhysicalDiskResultsPage = pageOf(
  'UnadoptedPhysicalDiskResultsPage',
  UnadoptedPhysicalDisk,
);

// Racks ------------------------------------------------------------------------------------------------------

export const Rack = named(
  'Rack',
  z.object({ id: uuid(), time_created: dateTime(), time_modified: dateTime() }),
);
export const RackResultsPage = pageOf('RackResultsPage', Rack);

// Sleds ------------------------------------------------------------------------------------------------------

export const Baseboard = named(
  'Baseboard',
  z.object({ part: z.string(), revision: uint32(), serial: z.string() }),
);
export const SledProvisionPolicy = named(
  'SledProvisionPolicy',
  z.enum(['provisionable', 'non_provisionable']),
);
export const SledPolicy = named(
  'SledPolicy',
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('in_service'), provision_policy: SledProvisionPolicy }),
    z.object({ kind: z.literal('expunged') }),
  ]),
);
export const SledState = named('SledState', z.enum(['active', 'decommissioned']));
export const Sled = named(
  'Sled',
  z.object({
    baseboard: Baseboard,
    id: uuid(),
    policy: SledPolicy,
    rack_id: uuid(),
    state: SledState,
    time_created: dateTime(),
    time_modified: dateTime(),
    usable_hardware_threads: uint32(),
    usable_physical_ram: ByteCount,
    /** The rack slot the sled was last seen in, or null while its location is unknown. */
    slot: uint16().nullable().optional(),
  }),
  { fields: [{ since: '2026081200.0.0', added: 'slot' }] },
);
export const SledResultsPage = pageOf('SledResultsPage', Sled);
export const UninitializedSled = named(
  'UninitializedSled',
  z.object({ baseboard: Baseboard, cubby: uint16(), rack_id: uuid() }),
);
export const UninitializedSledResultsPage = pageOf('UninitializedSledResultsPage', UninitializedSled);
export const SledInstance = named(
  'SledInstance',
  z.object({
    active_sled_id: uuid(),
    id: uuid(),
    memory: int64(),
    migration_id: uuid().nullable().optional(),
    name: Name,
    ncpus: int64(),
    project_name: Name,
    silo_name: Name,
    state: InstanceState,
    time_created: dateTime(),
    time_modified: dateTime(),
  }),
);
export const SledInstanceResultsPage = pageOf('SledInstanceResultsPage', SledInstance);
export const SledProvisionPolicyParams = named(
  'SledProvisionPolicyParams',
  z.object({ state: SledProvisionPolicy }),
);
export const SledProvisionPolicyResponse = named(
  'SledProvisionPolicyResponse',
  z.object({ new_state: SledProvisionPolicy, old_state: SledProvisionPolicy }),
);

// Switches and switch ports ----------------------------------------------------------------------------------

export const Switch = named(
  'Switch',
  z.object({
    baseboard: Baseboard,
    id: uuid(),
    rack_id: uuid(),
    time_created: dateTime(),
    time_modified: dateTime(),
  }),
);
export const SwitchResultsPage = pageOf('SwitchResultsPage', Switch);
export const SwitchPort = named(
  'SwitchPort',
  z.object({
    id: uuid(),
    port_name: Name,
    port_settings_id: uuid().nullable().optional(),
    rack_id: uuid(),
    switch_slot: SwitchSlot,
  }),
);
export const SwitchPortResultsPage = pageOf('SwitchPortResultsPage', SwitchPort);
export const SwitchPortApplySettings = named(
  'SwitchPortApplySettings',
  z.object({ port_settings: NameOrId }),
);
/** The switch's view of a link; its shape is not specified by the platform. */
export const SwitchLinkState = named('SwitchLinkState', z.unknown());

/** An LLDP management address: an IP address or raw IEEE 802 bytes (externally tagged). */
export const NetworkAddress = named(
  'NetworkAddress',
  z.union([z.strictObject({ ip_addr: ipAddr() }), z.strictObject({ i_e_e_e802: z.array(uint8()) })]),
);
export const InterfaceNum = named(
  'InterfaceNum',
  z.union([
    z.strictObject({ unknown: uint32() }),
    z.strictObject({ if_index: uint32() }),
    z.strictObject({ port_number: uint32() }),
  ]),
);
export const ManagementAddress = named(
  'ManagementAddress',
  z.object({
    addr: NetworkAddress,
    interface_num: InterfaceNum,
    oid: z.array(uint8()).nullable().optional(),
  }),
);
export const LldpNeighbor = named(
  'LldpNeighbor',
  z.object({
    chassis_id: z.string(),
    first_seen: dateTime(),
    last_seen: dateTime(),
    link_description: z.string().nullable().optional(),
    link_name: z.string(),
    local_port: z.string(),
    management_ip: z.array(ManagementAddress),
    system_description: z.string().nullable().optional(),
    system_name: z.string().nullable().optional(),
  }),
);
export const LldpNeighborResultsPage = pageOf('LldpNeighborResultsPage', LldpNeighbor);

// Operations -------------------------------------------------------------------------------------------------

const tag = 'system/hardware';
const rackId = { rack_id: uuid() };
const sledId = { sled_id: uuid() };
const port = { port: Name };
/** Selects the switch a port lives on. */
const switchLocation = { rack_id: uuid(), switch_slot: SwitchSlot };

export const systemHardwareOperations = defineOperations({
  physical_disk_enable_adoption: {
    method: 'put',
    path: '/v1/system/hardware/disk-adoption-request',
    tag,
    summary: 'Request adoption of a physical disk',
    body: PhysicalDiskManufacturerIdentity,
    status: 201,
    response: PhysicalDiskAdoptionRequest,
  },
  physical_disk_disable_adoption: {
    method: 'delete',
    path: '/v1/system/hardware/disk-adoption-request/{physical_disk_adoption_req_id}',
    tag,
    summary: 'Withdraw a physical disk adoption request',
    pathParams: { physical_disk_adoption_req_id: uuid() },
    status: 204,
  },
  physical_disk_list_adoption_requests: {
    method: 'get',
    path: '/v1/system/hardware/disk-adoption-requests',
    tag,
    summary: 'List physical disk adoption requests',
    query: idListQuery,
    status: 200,
    response: PhysicalDiskAdoptionRequestResultsPage,
  },
  physical_disk_list: {
    method: 'get',
    path: '/v1/system/hardware/disks',
    tag,
    summary: 'List physical disks',
    query: idListQuery,
    status: 200,
    response: PhysicalDiskResultsPage,
  },
  physical_disk_list_unadopted: {
    method: 'get',
    path: '/v1/system/hardware/disks-unadopted',
    tag,
    summary: 'List physical disks not yet adopted',
    query: pageQuery,
    status: 200,
    response: UnadoptedPhysicalDiskResultsPage,
  },
  physical_disk_view: {
    method: 'get',
    path: '/v1/system/hardware/disks/{disk_id}',
    tag,
    summary: 'Fetch a physical disk',
    pathParams: { disk_id: uuid() },
    status: 200,
    response: PhysicalDisk,
  },
  networking_switch_port_lldp_neighbors: {
    method: 'get',
    path: '/v1/system/hardware/rack-switch-port/{rack_id}/{switch_slot}/{port}/lldp/neighbors',
    tag: 'system/networking',
    summary: 'List LLDP neighbors seen on a switch port',
    pathParams: { ...switchLocation, ...port },
    query: idListQuery,
    status: 200,
    response: LldpNeighborResultsPage,
  },
  rack_list: {
    method: 'get',
    path: '/v1/system/hardware/racks',
    tag,
    summary: 'List racks',
    query: idListQuery,
    status: 200,
    response: RackResultsPage,
  },
  rack_view: {
    method: 'get',
    path: '/v1/system/hardware/racks/{rack_id}',
    tag,
    summary: 'Fetch a rack',
    pathParams: rackId,
    status: 200,
    response: Rack,
  },
  sled_list: {
    method: 'get',
    path: '/v1/system/hardware/sleds',
    tag,
    summary: 'List sleds',
    query: idListQuery,
    status: 200,
    response: SledResultsPage,
  },
  sled_list_uninitialized: {
    method: 'get',
    path: '/v1/system/hardware/sleds-uninitialized',
    tag,
    summary: 'List sleds not yet initialized',
    query: pageQuery,
    status: 200,
    response: UninitializedSledResultsPage,
  },
  sled_view: {
    method: 'get',
    path: '/v1/system/hardware/sleds/{sled_id}',
    tag,
    summary: 'Fetch a sled',
    pathParams: sledId,
    status: 200,
    response: Sled,
  },
  sled_physical_disk_list: {
    method: 'get',
    path: '/v1/system/hardware/sleds/{sled_id}/disks',
    tag,
    summary: "List a sled's physical disks",
    pathParams: sledId,
    query: idListQuery,
    status: 200,
    response: PhysicalDiskResultsPage,
  },
  sled_instance_list: {
    method: 'get',
    path: '/v1/system/hardware/sleds/{sled_id}/instances',
    tag,
    summary: 'List the instances running on a sled',
    pathParams: sledId,
    query: idListQuery,
    status: 200,
    response: SledInstanceResultsPage,
  },
  sled_set_provision_policy: {
    method: 'put',
    path: '/v1/system/hardware/sleds/{sled_id}/provision-policy',
    tag,
    summary: "Set a sled's provision policy",
    pathParams: sledId,
    body: SledProvisionPolicyParams,
    status: 200,
    response: SledProvisionPolicyResponse,
  },
  networking_switch_port_list: {
    method: 'get',
    path: '/v1/system/hardware/switch-port',
    tag,
    summary: 'List switch ports',
    query: { ...listQuery(IdSortMode), switch_port_id: uuid().nullable().optional() },
    status: 200,
    response: SwitchPortResultsPage,
  },
  networking_switch_port_lldp_config_view: {
    method: 'get',
    path: '/v1/system/hardware/switch-port/{port}/lldp/config',
    tag: 'system/networking',
    summary: "Fetch a switch port's LLDP configuration",
    pathParams: port,
    query: switchLocation,
    status: 200,
    response: LldpLinkConfig,
  },
  networking_switch_port_lldp_config_update: {
    method: 'post',
    path: '/v1/system/hardware/switch-port/{port}/lldp/config',
    tag: 'system/networking',
    summary: "Update a switch port's LLDP configuration",
    pathParams: port,
    query: switchLocation,
    body: LldpLinkConfig,
    status: 204,
  },
  networking_switch_port_apply_settings: {
    method: 'post',
    path: '/v1/system/hardware/switch-port/{port}/settings',
    tag,
    summary: 'Apply settings to a switch port',
    pathParams: port,
    query: switchLocation,
    body: SwitchPortApplySettings,
    status: 204,
  },
  networking_switch_port_clear_settings: {
    method: 'delete',
    path: '/v1/system/hardware/switch-port/{port}/settings',
    tag,
    summary: "Clear a switch port's settings",
    pathParams: port,
    query: switchLocation,
    status: 204,
  },
  networking_switch_port_status: {
    method: 'get',
    path: '/v1/system/hardware/switch-port/{port}/status',
    tag,
    summary: "Fetch a switch port's link status",
    pathParams: port,
    query: switchLocation,
    status: 200,
    response: SwitchLinkState,
  },
  switch_list: {
    method: 'get',
    path: '/v1/system/hardware/switches',
    tag,
    summary: 'List switches',
    query: idListQuery,
    status: 200,
    response: SwitchResultsPage,
  },
  switch_view: {
    method: 'get',
    path: '/v1/system/hardware/switches/{switch_id}',
    tag,
    summary: 'Fetch a switch',
    pathParams: { switch_id: uuid() },
    status: 200,
    response: Switch,
  },
});
