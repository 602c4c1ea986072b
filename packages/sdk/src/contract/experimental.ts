import { z } from 'zod';
import { Ipv4Net, Ipv6Net, ipAddr, MacAddr, PoolSelector } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  dateTime,
  identityMetadata,
  listQuery,
  Name,
  pageOf,
  pathOf,
  projectListQuery,
  projectRequired,
  TimeAndIdSortMode,
  uint8,
  uint16,
  uint32,
  uint64,
  uuid,
} from './shared.js';

// Probes -----------------------------------------------------------------------------------------------------

export const ProbeExternalIpKind = named('ProbeExternalIpKind', z.enum(['snat', 'floating', 'ephemeral']));
export const ProbeExternalIp = named(
  'ProbeExternalIp',
  z.object({ first_port: uint16(), ip: ipAddr(), kind: ProbeExternalIpKind, last_port: uint16() }),
);

/** A VPC's virtual network identifier. */
export const Vni = named('Vni', uint32());

/** What a network interface is attached to. */
export const NetworkInterfaceKind = named(
  'NetworkInterfaceKind',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('instance'), id: uuid() }),
    z.object({ type: z.literal('service'), id: uuid() }),
    z.object({ type: z.literal('probe'), id: uuid() }),
  ]),
);

export const PrivateIpv4Config = named(
  'PrivateIpv4Config',
  z.object({ ip: z.ipv4(), subnet: Ipv4Net, transit_ips: z.array(Ipv4Net).optional() }),
);
export const PrivateIpv6Config = named(
  'PrivateIpv6Config',
  z.object({ ip: z.ipv6(), subnet: Ipv6Net, transit_ips: z.array(Ipv6Net) }),
);
export const PrivateIpConfig = named(
  'PrivateIpConfig',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('v4'), value: PrivateIpv4Config }),
    z.object({ type: z.literal('v6'), value: PrivateIpv6Config }),
    z.object({
      type: z.literal('dual_stack'),
      value: z.object({ v4: PrivateIpv4Config, v6: PrivateIpv6Config }),
    }),
  ]),
);

/** A network interface as the platform's networking layer sees it (used for probes). */
export const NetworkInterface = named(
  'NetworkInterface',
  z.object({
    id: uuid(),
    ip_config: PrivateIpConfig,
    kind: NetworkInterfaceKind,
    mac: MacAddr,
    name: Name,
    primary: z.boolean(),
    slot: uint8(),
    vni: Vni,
  }),
);

export const ProbeInfo = named(
  'ProbeInfo',
  z.object({
    external_ips: z.array(ProbeExternalIp),
    id: uuid(),
    interface: NetworkInterface,
    name: Name,
    sled: uuid(),
  }),
);
export const ProbeInfoResultsPage = pageOf('ProbeInfoResultsPage', ProbeInfo);

export const ProbeCreate = named(
  'ProbeCreate',
  z.object({
    name: Name,
    description: z.string(),
    pool_selector: PoolSelector.default({ type: 'auto', ip_version: null }),
    sled: uuid(),
  }),
);
export const Probe = named('Probe', z.object({ ...identityMetadata, sled: uuid() }));

// Support bundles --------------------------------------------------------------------------------------------

export const SupportBundleState = named(
  'SupportBundleState',
  z.enum(['collecting', 'destroying', 'failed', 'active']),
);
export const SupportBundleInfo = named(
  'SupportBundleInfo',
  z.object({
    id: uuid(),
    reason_for_creation: z.string(),
    reason_for_failure: z.string().nullable().optional(),
    state: SupportBundleState,
    time_created: dateTime(),
    user_comment: z.string().nullable().optional(),
  }),
);
export const SupportBundleInfoResultsPage = pageOf('SupportBundleInfoResultsPage', SupportBundleInfo);
export const SupportBundleCreate = named(
  'SupportBundleCreate',
  z.object({ user_comment: z.string().nullable().optional() }),
);
export const SupportBundleUpdate = named(
  'SupportBundleUpdate',
  z.object({ user_comment: z.string().nullable().optional() }),
);

// Rack membership (experimental, under /v1/system/hardware) ---------------------------------------------

export const BaseboardId = named(
  'BaseboardId',
  z.object({ part_number: z.string(), serial_number: z.string() }),
);
export const RackMembershipVersion = named('RackMembershipVersion', uint64());
export const RackMembershipChangeState = named(
  'RackMembershipChangeState',
  z.enum(['in_progress', 'committed', 'aborted']),
);
export const RackMembershipStatus = named(
  'RackMembershipStatus',
  z.object({
    members: z.array(BaseboardId),
    rack_id: uuid(),
    state: RackMembershipChangeState,
    time_aborted: dateTime().nullable().optional(),
    time_committed: dateTime().nullable().optional(),
    time_created: dateTime(),
    unacknowledged_members: z.array(BaseboardId),
    version: RackMembershipVersion,
  }),
);
export const RackMembershipAddSledsRequest = named(
  'RackMembershipAddSledsRequest',
  z.object({ sled_ids: z.array(BaseboardId) }),
);

// Operations -------------------------------------------------------------------------------------------------

const tag = 'experimental';
const probe = pathOf('probe');
const bundle = { bundle_id: uuid() };
/** A download may ask for a part of the bytes (`bytes=0-499`), as HTTP range requests do. */
const byteRange = {
  range: z.string().optional().describe('Only these bytes of the download, as an HTTP range (`bytes=0-499`)'),
};
const bundleFile = { bundle_id: uuid(), file: z.string() };
const rackId = { rack_id: uuid() };

export const experimentalOperations = defineOperations({
  probe_list: {
    method: 'get',
    path: '/experimental/v1/probes',
    tag,
    summary: 'List probes',
    query: projectListQuery,
    status: 200,
    response: ProbeInfoResultsPage,
  },
  probe_create: {
    method: 'post',
    path: '/experimental/v1/probes',
    tag,
    summary: 'Create a probe',
    query: projectRequired,
    body: ProbeCreate,
    status: 201,
    response: Probe,
  },
  probe_view: {
    method: 'get',
    path: '/experimental/v1/probes/{probe}',
    tag,
    summary: 'Fetch a probe',
    pathParams: probe,
    query: projectRequired,
    status: 200,
    response: ProbeInfo,
  },
  probe_delete: {
    method: 'delete',
    path: '/experimental/v1/probes/{probe}',
    tag,
    summary: 'Delete a probe',
    pathParams: probe,
    query: projectRequired,
    status: 204,
  },
  support_bundle_list: {
    method: 'get',
    path: '/v1/system/support-bundles',
    movedFrom: { path: '/experimental/v1/system/support-bundles', tag, until: '2026081700.0.0' },
    tag: 'system/support-bundles',
    summary: 'List support bundles',
    query: listQuery(TimeAndIdSortMode),
    status: 200,
    response: SupportBundleInfoResultsPage,
  },
  support_bundle_create: {
    method: 'post',
    path: '/v1/system/support-bundles',
    movedFrom: { path: '/experimental/v1/system/support-bundles', tag, until: '2026081700.0.0' },
    tag: 'system/support-bundles',
    summary: 'Start collecting a support bundle',
    body: SupportBundleCreate,
    status: 201,
    response: SupportBundleInfo,
  },
  support_bundle_view: {
    method: 'get',
    path: '/v1/system/support-bundles/{bundle_id}',
    movedFrom: { path: '/experimental/v1/system/support-bundles/{bundle_id}', tag, until: '2026081700.0.0' },
    tag: 'system/support-bundles',
    summary: 'Fetch a support bundle',
    pathParams: bundle,
    status: 200,
    response: SupportBundleInfo,
  },
  support_bundle_update: {
    method: 'put',
    path: '/v1/system/support-bundles/{bundle_id}',
    movedFrom: { path: '/experimental/v1/system/support-bundles/{bundle_id}', tag, until: '2026081700.0.0' },
    tag: 'system/support-bundles',
    summary: "Edit a support bundle's comment",
    pathParams: bundle,
    body: SupportBundleUpdate,
    status: 200,
    response: SupportBundleInfo,
  },
  support_bundle_delete: {
    method: 'delete',
    path: '/v1/system/support-bundles/{bundle_id}',
    movedFrom: { path: '/experimental/v1/system/support-bundles/{bundle_id}', tag, until: '2026081700.0.0' },
    tag: 'system/support-bundles',
    summary: 'Delete a support bundle',
    pathParams: bundle,
    status: 204,
  },
  support_bundle_download: {
    method: 'get',
    path: '/v1/system/support-bundles/{bundle_id}/download',
    movedFrom: {
      path: '/experimental/v1/system/support-bundles/{bundle_id}/download',
      tag,
      until: '2026081700.0.0',
    },
    tag: 'system/support-bundles',
    summary: 'Download a support bundle',
    pathParams: bundle,
    headers: byteRange,
    status: 200,
    responseEncoding: 'binary',
  },
  support_bundle_head: {
    method: 'head',
    path: '/v1/system/support-bundles/{bundle_id}/download',
    movedFrom: {
      path: '/experimental/v1/system/support-bundles/{bundle_id}/download',
      tag,
      until: '2026081700.0.0',
    },
    tag: 'system/support-bundles',
    summary: 'Check a support bundle download',
    pathParams: bundle,
    headers: byteRange,
    status: 200,
    responseEncoding: 'binary',
  },
  support_bundle_download_file: {
    method: 'get',
    path: '/v1/system/support-bundles/{bundle_id}/download/{file}',
    movedFrom: {
      path: '/experimental/v1/system/support-bundles/{bundle_id}/download/{file}',
      tag,
      until: '2026081700.0.0',
    },
    tag: 'system/support-bundles',
    summary: 'Download one file of a support bundle',
    pathParams: bundleFile,
    headers: byteRange,
    status: 200,
    responseEncoding: 'binary',
  },
  support_bundle_head_file: {
    method: 'head',
    path: '/v1/system/support-bundles/{bundle_id}/download/{file}',
    movedFrom: {
      path: '/experimental/v1/system/support-bundles/{bundle_id}/download/{file}',
      tag,
      until: '2026081700.0.0',
    },
    tag: 'system/support-bundles',
    summary: 'Check one file of a support bundle',
    pathParams: bundleFile,
    headers: byteRange,
    status: 200,
    responseEncoding: 'binary',
  },
  support_bundle_index: {
    method: 'get',
    path: '/v1/system/support-bundles/{bundle_id}/index',
    movedFrom: {
      path: '/experimental/v1/system/support-bundles/{bundle_id}/index',
      tag,
      until: '2026081700.0.0',
    },
    tag: 'system/support-bundles',
    summary: 'List the files of a support bundle',
    pathParams: bundle,
    headers: byteRange,
    status: 200,
    responseEncoding: 'binary',
  },
  rack_membership_status: {
    method: 'get',
    path: '/v1/system/hardware/racks/{rack_id}/membership',
    tag,
    summary: "Fetch a rack's membership status",
    pathParams: rackId,
    query: { version: RackMembershipVersion.optional() },
    status: 200,
    response: RackMembershipStatus,
  },
  rack_membership_abort: {
    method: 'post',
    path: '/v1/system/hardware/racks/{rack_id}/membership/abort',
    tag,
    summary: 'Abort a rack membership change',
    pathParams: rackId,
    status: 200,
    response: RackMembershipStatus,
  },
  rack_membership_add_sleds: {
    method: 'post',
    path: '/v1/system/hardware/racks/{rack_id}/membership/add',
    tag,
    summary: 'Add sleds to a rack',
    pathParams: rackId,
    body: RackMembershipAddSledsRequest,
    status: 200,
    response: RackMembershipStatus,
  },
});
