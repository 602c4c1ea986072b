import { z } from 'zod';
import { IpNet, ipAddr } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  identityMetadata,
  Name,
  NameOrId,
  nameOrIdListQuery,
  pageOf,
  pathOf,
  uint8,
  uint32,
  uint64,
  uuid,
} from './shared.js';
import { SwitchSlot } from './system-networking.js';

// BGP configurations, announce sets, BGP status and BFD sessions (/v1/system/networking/bgp*, bfd-*).

// BGP configurations --------------------------------------------------------------------------------------

/** How many equal-cost paths BGP may install for one prefix. */
export const MaxPathConfig = named('MaxPathConfig', uint8().min(1).max(32));

export const BgpConfig = named(
  'BgpConfig',
  z.object({
    ...identityMetadata,
    asn: uint32(),
    max_paths: MaxPathConfig,
    vrf: z.string().nullable().optional(),
  }),
);
export const BgpConfigResultsPage = pageOf('BgpConfigResultsPage', BgpConfig);

export const BgpConfigCreate = named(
  'BgpConfigCreate',
  z.object({
    name: Name,
    description: z.string(),
    asn: uint32(),
    bgp_announce_set_id: NameOrId,
    max_paths: MaxPathConfig.default(1),
    vrf: Name.nullable().optional(),
  }),
);
export const BgpConfigUpdate = named(
  'BgpConfigUpdate',
  z.object({
    name: Name.nullable().optional(),
    description: z.string().nullable().optional(),
    bgp_announce_set_id: NameOrId.nullable().optional(),
    max_paths: MaxPathConfig.nullable().optional(),
  }),
);

// Announce sets -------------------------------------------------------------------------------------------

export const BgpAnnounceSet = named('BgpAnnounceSet', z.object({ ...identityMetadata }));
export const BgpAnnouncementCreate = named(
  'BgpAnnouncementCreate',
  z.object({ address_lot_block: NameOrId, network: IpNet }),
);
export const BgpAnnounceSetCreate = named(
  'BgpAnnounceSetCreate',
  z.object({ name: Name, description: z.string(), announcement: z.array(BgpAnnouncementCreate) }),
);
export const BgpAnnouncement = named(
  'BgpAnnouncement',
  z.object({ announce_set_id: uuid(), address_lot_block_id: uuid(), network: IpNet }),
);

// Routes and peers as the switches see them ---------------------------------------------------------------

export const BgpExported = named(
  'BgpExported',
  z.object({ peer_id: z.string(), switch: SwitchSlot, prefix: IpNet }),
);
export const BgpImported = named(
  'BgpImported',
  z.object({ id: uint32(), prefix: IpNet, nexthop: ipAddr(), switch: SwitchSlot }),
);

/** One peer's message history; its shape is the routing daemon's and is passed through as is. */
export const BgpMessageHistory = named('BgpMessageHistory', z.unknown());
export const SwitchBgpHistory = named(
  'SwitchBgpHistory',
  z.object({ switch: SwitchSlot, history: z.record(z.string(), BgpMessageHistory) }),
);
export const AggregateBgpMessageHistory = named(
  'AggregateBgpMessageHistory',
  z.object({ switch_histories: z.array(SwitchBgpHistory) }),
);

export const BgpPeerState = named(
  'BgpPeerState',
  z.enum([
    'idle',
    'connect',
    'active',
    'open_sent',
    'open_confirm',
    'connection_collision',
    'session_setup',
    'established',
  ]),
);
export const BgpPeerStatus = named(
  'BgpPeerStatus',
  z.object({
    addr: ipAddr(),
    peer_id: z.string(),
    local_asn: uint32(),
    remote_asn: uint32(),
    state: BgpPeerState,
    state_duration_millis: uint64(),
    switch: SwitchSlot,
  }),
);

// BFD -----------------------------------------------------------------------------------------------------

export const BfdMode = named('BfdMode', z.enum(['single_hop', 'multi_hop']));
export const BfdState = named('BfdState', z.enum(['admin_down', 'down', 'init', 'up']));

export const BfdSessionEnable = named(
  'BfdSessionEnable',
  z.object({
    local: ipAddr().nullable().optional(),
    remote: ipAddr(),
    detection_threshold: uint8(),
    required_rx: uint64(),
    switch_slot: SwitchSlot,
    mode: BfdMode,
  }),
);
export const BfdSessionDisable = named(
  'BfdSessionDisable',
  z.object({ remote: ipAddr(), switch_slot: SwitchSlot }),
);
export const BfdStatus = named(
  'BfdStatus',
  z.object({
    peer: ipAddr(),
    state: BfdState,
    local: ipAddr().nullable().optional(),
    detection_threshold: uint8(),
    required_rx: uint64(),
    mode: BfdMode,
    switch_slot: SwitchSlot,
  }),
);

// Bare-array answers --------------------------------------------------------------------------------------

// Operations ----------------------------------------------------------------------------------------------

const tag = 'system/networking';
const byNameOrId = { name_or_id: NameOrId };
const byAsn = { asn: uint32() };
const announceSet = pathOf('announce_set');

export const systemBgpOperations = defineOperations({
  networking_bfd_disable: {
    method: 'post',
    path: '/v1/system/networking/bfd-disable',
    tag,
    summary: 'Disable a BFD session',
    body: BfdSessionDisable,
    status: 204,
  },
  networking_bfd_enable: {
    method: 'post',
    path: '/v1/system/networking/bfd-enable',
    tag,
    summary: 'Enable a BFD session',
    body: BfdSessionEnable,
    status: 204,
  },
  networking_bfd_status: {
    method: 'get',
    path: '/v1/system/networking/bfd-status',
    tag,
    summary: 'Fetch BFD session status',
    status: 200,
    response: z.array(BfdStatus),
  },
  networking_bgp_config_list: {
    method: 'get',
    path: '/v1/system/networking/bgp',
    tag,
    summary: 'List BGP configurations',
    query: nameOrIdListQuery,
    status: 200,
    response: BgpConfigResultsPage,
  },
  networking_bgp_config_update: {
    method: 'put',
    path: '/v1/system/networking/bgp',
    tag,
    summary: 'Update a BGP configuration',
    query: byNameOrId,
    body: BgpConfigUpdate,
    status: 200,
    response: BgpConfig,
  },
  networking_bgp_config_create: {
    method: 'post',
    path: '/v1/system/networking/bgp',
    tag,
    summary: 'Create a BGP configuration',
    body: BgpConfigCreate,
    status: 201,
    response: BgpConfig,
  },
  networking_bgp_config_delete: {
    method: 'delete',
    path: '/v1/system/networking/bgp',
    tag,
    summary: 'Delete a BGP configuration',
    query: byNameOrId,
    status: 204,
  },
  networking_bgp_announce_set_list: {
    method: 'get',
    path: '/v1/system/networking/bgp-announce-set',
    tag,
    summary: 'List BGP announce sets',
    query: nameOrIdListQuery,
    status: 200,
    response: z.array(BgpAnnounceSet),
  },
  networking_bgp_announce_set_update: {
    method: 'put',
    path: '/v1/system/networking/bgp-announce-set',
    tag,
    summary: 'Create or replace a BGP announce set',
    body: BgpAnnounceSetCreate,
    status: 200,
    response: BgpAnnounceSet,
  },
  networking_bgp_announce_set_delete: {
    method: 'delete',
    path: '/v1/system/networking/bgp-announce-set/{announce_set}',
    tag,
    summary: 'Delete a BGP announce set',
    pathParams: announceSet,
    status: 204,
  },
  networking_bgp_announcement_list: {
    method: 'get',
    path: '/v1/system/networking/bgp-announce-set/{announce_set}/announcement',
    tag,
    summary: "List an announce set's announcements",
    pathParams: announceSet,
    status: 200,
    response: z.array(BgpAnnouncement),
  },
  networking_bgp_exported: {
    method: 'get',
    path: '/v1/system/networking/bgp-exported',
    tag,
    summary: 'List the routes BGP exports',
    status: 200,
    response: z.array(BgpExported),
  },
  networking_bgp_imported: {
    method: 'get',
    path: '/v1/system/networking/bgp-imported',
    tag,
    summary: 'List the routes BGP imported',
    query: byAsn,
    status: 200,
    response: z.array(BgpImported),
  },
  networking_bgp_message_history: {
    method: 'get',
    path: '/v1/system/networking/bgp-message-history',
    tag,
    summary: 'Fetch BGP message history',
    query: byAsn,
    status: 200,
    response: AggregateBgpMessageHistory,
  },
  networking_bgp_status: {
    method: 'get',
    path: '/v1/system/networking/bgp-status',
    tag,
    summary: 'Fetch BGP peer status',
    status: 200,
    response: z.array(BgpPeerStatus),
  },
});
