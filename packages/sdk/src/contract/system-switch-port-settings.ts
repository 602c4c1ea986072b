import { z } from 'zod';
import { IpNet, ipAddr } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  dateTime,
  identityMetadata,
  listQuery,
  Name,
  NameOrId,
  NameOrIdSortMode,
  pageOf,
  pathOf,
  uint8,
  uint16,
  uint32,
  uuid,
} from './shared.js';
import { LldpLinkConfig, LldpLinkConfigCreate } from './system-networking.js';

// Switch port settings: named bundles of link, interface, address, route and BGP peer configuration that
// are applied to switch ports (/v1/system/networking/switch-port-settings).

const int32 = () => z.int32().meta({ format: 'int32' });

// Links ---------------------------------------------------------------------------------------------------

export const LinkFec = named('LinkFec', z.enum(['firecode', 'none', 'rs']));
export const LinkSpeed = named(
  'LinkSpeed',
  z.enum([
    'speed0_g',
    'speed1_g',
    'speed10_g',
    'speed25_g',
    'speed40_g',
    'speed50_g',
    'speed100_g',
    'speed200_g',
    'speed400_g',
  ]),
);

/** Transceiver equalization settings; each unset value keeps the hardware default. */
export const TxEqConfig = named(
  'TxEqConfig',
  z.object({
    pre1: int32().nullable().optional(),
    pre2: int32().nullable().optional(),
    main: int32().nullable().optional(),
    post2: int32().nullable().optional(),
    post1: int32().nullable().optional(),
  }),
);

export const LinkConfigCreate = named(
  'LinkConfigCreate',
  z.object({
    link_name: Name,
    mtu: uint16(),
    lldp: LldpLinkConfigCreate,
    fec: LinkFec.nullable().optional(),
    speed: LinkSpeed,
    autoneg: z.boolean(),
    tx_eq: TxEqConfig.nullable().optional(),
  }),
);
export const SwitchPortLinkConfig = named(
  'SwitchPortLinkConfig',
  z.object({
    port_settings_id: uuid(),
    link_name: Name,
    mtu: uint16(),
    fec: LinkFec.nullable().optional(),
    speed: LinkSpeed,
    autoneg: z.boolean(),
    lldp_link_config: LldpLinkConfig.nullable().optional(),
    tx_eq_config: TxEqConfig.nullable().optional(),
  }),
);

// Port geometry and interfaces ----------------------------------------------------------------------------

export const SwitchPortGeometry = named('SwitchPortGeometry', z.enum(['qsfp28x1', 'qsfp28x2', 'sfp28x4']));
export const SwitchPortConfigCreate = named(
  'SwitchPortConfigCreate',
  z.object({ geometry: SwitchPortGeometry }),
);
export const SwitchPortConfig = named(
  'SwitchPortConfig',
  z.object({ port_settings_id: uuid(), geometry: SwitchPortGeometry }),
);

export const SwitchInterfaceKind = named(
  'SwitchInterfaceKind',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('primary') }),
    z.object({ type: z.literal('vlan'), vid: uint16() }),
    z.object({ type: z.literal('loopback') }),
  ]),
);
export const SwitchInterfaceConfigCreate = named(
  'SwitchInterfaceConfigCreate',
  z.object({ link_name: Name, v6_enabled: z.boolean(), kind: SwitchInterfaceKind }),
);
export const SwitchInterfaceConfig = named(
  'SwitchInterfaceConfig',
  z.object({
    id: uuid(),
    port_settings_id: uuid(),
    interface_name: Name,
    v6_enabled: z.boolean(),
    kind: SwitchInterfaceKind,
  }),
);

// Addresses and routes ------------------------------------------------------------------------------------

export const Address = named(
  'Address',
  z.object({ address_lot: NameOrId, address: IpNet, vlan_id: uint16().nullable().optional() }),
);
export const AddressConfig = named(
  'AddressConfig',
  z.object({ link_name: Name, addresses: z.array(Address) }),
);
export const SwitchPortAddressView = named(
  'SwitchPortAddressView',
  z.object({
    port_settings_id: uuid(),
    address_lot_id: uuid(),
    address_lot_name: Name,
    address_lot_block_id: uuid(),
    address: IpNet,
    vlan_id: uint16().nullable().optional(),
    interface_name: Name,
  }),
);

export const Route = named(
  'Route',
  z.object({
    dst: IpNet,
    gw: ipAddr(),
    vid: uint16().nullable().optional(),
    rib_priority: uint8().nullable().optional(),
  }),
);
export const RouteConfig = named('RouteConfig', z.object({ link_name: Name, routes: z.array(Route) }));
export const SwitchPortRouteConfig = named(
  'SwitchPortRouteConfig',
  z.object({
    port_settings_id: uuid(),
    interface_name: Name,
    dst: IpNet,
    gw: ipAddr(),
    vlan_id: uint16().nullable().optional(),
    rib_priority: uint8().nullable().optional(),
  }),
);

// BGP peers -----------------------------------------------------------------------------------------------

/** Seconds an unnumbered peer's router advertisements stay valid. */
export const RouterLifetimeConfig = named('RouterLifetimeConfig', uint16().max(9000));

const numbered = { key: 'type', value: 'numbered' };

/** How a BGP peer is reached: by address, or unnumbered over the link. */
export const RouterPeerType = named(
  'RouterPeerType',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('unnumbered'), router_lifetime: RouterLifetimeConfig }),
    z.object({
      type: z.literal('numbered'),
      target_addr: ipAddr(),
      /** The local address to connect from; the host picks one when absent. */
      src_addr: ipAddr().nullable().optional(),
    }),
  ]),
  {
    fields: [
      { since: '2026081901.0.0', variant: numbered, renamed: { from: 'ip', to: 'target_addr' } },
      { since: '2026081901.0.0', variant: numbered, added: 'src_addr' },
    ],
  },
);

/** Which prefixes a peer may import or export: all of them, or only those listed. */
export const ImportExportPolicy = named(
  'ImportExportPolicy',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('no_filtering') }),
    z.object({ type: z.literal('allow'), value: z.array(IpNet) }),
  ]),
);

export const BgpPeer = named(
  'BgpPeer',
  z.object({
    addr: RouterPeerType,
    bgp_config: NameOrId,
    allowed_export: ImportExportPolicy,
    allowed_import: ImportExportPolicy,
    communities: z.array(uint32()),
    connect_retry: uint32(),
    delay_open: uint32(),
    enforce_first_as: z.boolean(),
    hold_time: uint32(),
    idle_hold_time: uint32(),
    keepalive: uint32(),
    local_pref: uint32().nullable().optional(),
    md5_auth_key: z.string().nullable().optional(),
    min_ttl: uint8().nullable().optional(),
    multi_exit_discriminator: uint32().nullable().optional(),
    remote_asn: uint32().nullable().optional(),
    vlan_id: uint16().nullable().optional(),
  }),
);
export const BgpPeerConfig = named('BgpPeerConfig', z.object({ link_name: Name, peers: z.array(BgpPeer) }));

// Settings ------------------------------------------------------------------------------------------------

export const SwitchPortSettingsGroups = named(
  'SwitchPortSettingsGroups',
  z.object({ port_settings_id: uuid(), port_settings_group_id: uuid() }),
);

export const SwitchPortSettingsIdentity = named(
  'SwitchPortSettingsIdentity',
  z.object({ ...identityMetadata }),
);
export const SwitchPortSettingsIdentityResultsPage = pageOf(
  'SwitchPortSettingsIdentityResultsPage',
  SwitchPortSettingsIdentity,
);

export const SwitchPortSettingsCreate = named(
  'SwitchPortSettingsCreate',
  z.object({
    name: Name,
    description: z.string(),
    port_config: SwitchPortConfigCreate,
    links: z.array(LinkConfigCreate),
    addresses: z.array(AddressConfig),
    interfaces: z.array(SwitchInterfaceConfigCreate).default([]),
    routes: z.array(RouteConfig).default([]),
    bgp_peers: z.array(BgpPeerConfig).default([]),
    groups: z.array(NameOrId).default([]),
  }),
);

export const SwitchPortSettings = named(
  'SwitchPortSettings',
  z.object({
    id: uuid(),
    name: Name,
    description: z.string(),
    time_created: dateTime(),
    time_modified: dateTime(),
    port: SwitchPortConfig,
    links: z.array(SwitchPortLinkConfig),
    addresses: z.array(SwitchPortAddressView),
    interfaces: z.array(SwitchInterfaceConfig),
    routes: z.array(SwitchPortRouteConfig),
    bgp_peers: z.array(BgpPeer),
    groups: z.array(SwitchPortSettingsGroups),
  }),
);

// Operations ----------------------------------------------------------------------------------------------

const tag = 'system/networking';

export const systemSwitchPortSettingsOperations = defineOperations({
  networking_switch_port_settings_list: {
    method: 'get',
    path: '/v1/system/networking/switch-port-settings',
    tag,
    summary: 'List switch port settings',
    query: { ...listQuery(NameOrIdSortMode), port_settings: NameOrId.optional() },
    status: 200,
    response: SwitchPortSettingsIdentityResultsPage,
  },
  networking_switch_port_settings_create: {
    method: 'post',
    path: '/v1/system/networking/switch-port-settings',
    tag,
    summary: 'Create switch port settings',
    body: SwitchPortSettingsCreate,
    status: 201,
    response: SwitchPortSettings,
  },
  networking_switch_port_settings_delete: {
    method: 'delete',
    path: '/v1/system/networking/switch-port-settings',
    tag,
    summary: 'Delete switch port settings',
    query: { port_settings: NameOrId.optional() },
    status: 204,
  },
  networking_switch_port_settings_view: {
    method: 'get',
    path: '/v1/system/networking/switch-port-settings/{port}',
    tag,
    summary: 'Fetch switch port settings',
    pathParams: pathOf('port'),
    status: 200,
    response: SwitchPortSettings,
  },
});
