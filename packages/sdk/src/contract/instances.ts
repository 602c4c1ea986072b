import { z } from 'zod';
import { SshKeyResultsPage } from './auth.js';
import { Disk, DiskBackend, DiskPath, DiskResultsPage } from './disks.js';
import { IpVersion, ipAddr, PoolSelector } from './net.js';
import { InstanceNetworkInterfaceAttachment } from './network-interfaces.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  ByteCount,
  dateTime,
  identityMetadata,
  Name,
  NameOrId,
  pageOf,
  pathOf,
  projectListQuery,
  projectRequired,
  projectScope,
  uint8,
  uint16,
  uint64,
  uuid,
} from './shared.js';

// Instance shapes ---------------------------------------------------------------------------------------

export const InstanceState = named(
  'InstanceState',
  z.enum([
    'creating',
    'starting',
    'running',
    'stopping',
    'stopped',
    'rebooting',
    'migrating',
    'repairing',
    'failed',
    'destroyed',
  ]),
);
export const InstanceAutoRestartPolicy = named('InstanceAutoRestartPolicy', z.enum(['never', 'best_effort']));
export const InstanceCpuPlatform = named(
  'InstanceCpuPlatform',
  z.enum(['amd_milan', 'amd_turin', 'amd_turin_v2']),
);
export const InstanceCpuCount = named('InstanceCpuCount', uint16());

export const Instance = named(
  'Instance',
  z.object({
    ...identityMetadata,
    auto_restart_cooldown_expiration: dateTime().nullable().optional(),
    auto_restart_enabled: z.boolean(),
    auto_restart_policy: InstanceAutoRestartPolicy.nullable().optional(),
    boot_disk_id: uuid().nullable().optional(),
    cpu_platform: InstanceCpuPlatform.nullable().optional(),
    enable_jumbo_frames: z.boolean(),
    hostname: z.string(),
    memory: ByteCount,
    ncpus: InstanceCpuCount,
    project_id: uuid(),
    run_state: InstanceState,
    time_last_auto_restarted: dateTime().nullable().optional(),
    time_run_state_updated: dateTime(),
  }),
);
export const InstanceResultsPage = pageOf('InstanceResultsPage', Instance);

/** An RFC 1035 host name: dot-separated labels of letters, digits and '-', no label ending in '-'. */
export const Hostname = named(
  'Hostname',
  z
    .string()
    .min(1)
    .max(253)
    .regex(/^([a-zA-Z0-9]+[a-zA-Z0-9-]*(?<!-))(\.[a-zA-Z0-9]+[a-zA-Z0-9-]*(?<!-))*$/),
);

/** A disk for a new instance: created with it, or an existing detached disk attached by name. */
export const InstanceDiskAttachment = named(
  'InstanceDiskAttachment',
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('create'),
      name: Name,
      description: z.string(),
      disk_backend: DiskBackend,
      size: ByteCount,
    }),
    z.object({ type: z.literal('attach'), name: Name }),
  ]),
);

/** The automatic pool choice used when an external address names no pool. */
const autoPool = { type: 'auto', ip_version: null } as const;

export const ExternalIpCreate = named(
  'ExternalIpCreate',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('ephemeral'), pool_selector: PoolSelector.default(autoPool) }),
    z.object({ type: z.literal('floating'), floating_ip: NameOrId }),
  ]),
);

export const MulticastGroupIdentifier = named('MulticastGroupIdentifier', z.string());
export const MulticastGroupJoinSpec = named(
  'MulticastGroupJoinSpec',
  z.object({
    group: MulticastGroupIdentifier,
    ip_version: IpVersion.nullable().default(null),
    source_ips: z.array(ipAddr()).nullable().default(null),
  }),
);

export const InstanceCreate = named(
  'InstanceCreate',
  z.object({
    name: Name,
    description: z.string(),
    hostname: Hostname,
    memory: ByteCount,
    ncpus: InstanceCpuCount,
    anti_affinity_groups: z.array(NameOrId).default([]),
    auto_restart_policy: InstanceAutoRestartPolicy.nullable().default(null),
    boot_disk: InstanceDiskAttachment.nullable().default(null),
    cpu_platform: InstanceCpuPlatform.nullable().default(null),
    disks: z.array(InstanceDiskAttachment).default([]),
    enable_jumbo_frames: z.boolean().default(false),
    external_ips: z.array(ExternalIpCreate).default([]),
    multicast_groups: z.array(MulticastGroupJoinSpec).default([]),
    network_interfaces: InstanceNetworkInterfaceAttachment.default({ type: 'default_dual_stack' }),
    ssh_public_keys: z.array(NameOrId).nullable().optional(),
    start: z.boolean().default(true),
    user_data: z.base64().meta({ format: 'byte' }).default(''),
  }),
);

/** The full set of an instance's changeable settings; every field is sent, `null` where unset. */
export const InstanceUpdate = named(
  'InstanceUpdate',
  z.object({
    auto_restart_policy: InstanceAutoRestartPolicy.nullable(),
    boot_disk: NameOrId.nullable(),
    cpu_platform: InstanceCpuPlatform.nullable(),
    enable_jumbo_frames: z.boolean(),
    memory: ByteCount,
    multicast_groups: z.array(MulticastGroupJoinSpec).nullable().default(null),
    ncpus: InstanceCpuCount,
  }),
);

/** An external address of an instance: its SNAT port range, its ephemeral address, or a floating IP. */
export const ExternalIp = named(
  'ExternalIp',
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('snat'),
      ip: ipAddr(),
      ip_pool_id: uuid(),
      first_port: uint16(),
      last_port: uint16(),
    }),
    z.object({ kind: z.literal('ephemeral'), ip: ipAddr(), ip_pool_id: uuid() }),
    z.object({
      kind: z.literal('floating'),
      ...identityMetadata,
      instance_id: uuid().nullable().optional(),
      ip: ipAddr(),
      ip_pool_id: uuid(),
      project_id: uuid(),
    }),
  ]),
);
export const ExternalIpResultsPage = pageOf('ExternalIpResultsPage', ExternalIp);

export const EphemeralIpCreate = named(
  'EphemeralIpCreate',
  z.object({ pool_selector: PoolSelector.default(autoPool) }),
);

export const InstanceSerialConsoleData = named(
  'InstanceSerialConsoleData',
  z.object({ data: z.array(uint8()), last_byte_offset: uint64() }),
);

// Operations ------------------------------------------------------------------------------------------
// The instance's affinity and anti-affinity group lists live in affinity.ts (affinity imports InstanceState).

const tag = 'instances';
const instance = pathOf('instance');

/** Operations that act on one instance: its path parameter and the optional project selector. */
const onInstance = { pathParams: instance, query: projectScope };

export const instanceOperations = defineOperations({
  instance_list: {
    method: 'get',
    path: '/v1/instances',
    tag,
    summary: 'List instances',
    query: projectListQuery,
    status: 200,
    response: InstanceResultsPage,
  },
  instance_create: {
    method: 'post',
    path: '/v1/instances',
    tag,
    summary: 'Create an instance',
    query: projectRequired,
    body: InstanceCreate,
    status: 201,
    response: Instance,
  },
  instance_view: {
    method: 'get',
    path: '/v1/instances/{instance}',
    tag,
    summary: 'Fetch an instance',
    ...onInstance,
    status: 200,
    response: Instance,
  },
  instance_update: {
    method: 'put',
    path: '/v1/instances/{instance}',
    tag,
    summary: 'Update an instance',
    ...onInstance,
    body: InstanceUpdate,
    status: 200,
    response: Instance,
  },
  instance_delete: {
    method: 'delete',
    path: '/v1/instances/{instance}',
    tag,
    summary: 'Delete an instance',
    ...onInstance,
    status: 204,
  },
  instance_disk_list: {
    method: 'get',
    path: '/v1/instances/{instance}/disks',
    tag,
    summary: "List an instance's disks",
    pathParams: instance,
    query: projectListQuery,
    status: 200,
    response: DiskResultsPage,
  },
  instance_disk_attach: {
    method: 'post',
    path: '/v1/instances/{instance}/disks/attach',
    tag,
    summary: 'Attach a disk to an instance',
    ...onInstance,
    body: DiskPath,
    status: 202,
    response: Disk,
  },
  instance_disk_detach: {
    method: 'post',
    path: '/v1/instances/{instance}/disks/detach',
    tag,
    summary: 'Detach a disk from an instance',
    ...onInstance,
    body: DiskPath,
    status: 202,
    response: Disk,
  },
  instance_external_ip_list: {
    method: 'get',
    path: '/v1/instances/{instance}/external-ips',
    tag,
    summary: "List an instance's external IP addresses",
    ...onInstance,
    status: 200,
    response: ExternalIpResultsPage,
  },
  instance_ephemeral_ip_attach: {
    method: 'post',
    path: '/v1/instances/{instance}/external-ips/ephemeral',
    tag,
    summary: 'Give an instance an ephemeral IP address',
    ...onInstance,
    body: EphemeralIpCreate,
    status: 202,
    response: ExternalIp,
  },
  instance_ephemeral_ip_detach: {
    method: 'delete',
    path: '/v1/instances/{instance}/external-ips/ephemeral',
    tag,
    summary: "Release an instance's ephemeral IP address",
    pathParams: instance,
    query: { ip_version: IpVersion.optional(), ...projectScope },
    status: 204,
  },
  instance_reboot: {
    method: 'post',
    path: '/v1/instances/{instance}/reboot',
    tag,
    summary: 'Reboot an instance',
    ...onInstance,
    status: 202,
    response: Instance,
  },
  instance_serial_console: {
    method: 'get',
    path: '/v1/instances/{instance}/serial-console',
    tag,
    summary: "Read an instance's serial console output",
    pathParams: instance,
    query: {
      from_start: uint64().nullable().optional(),
      max_bytes: uint64().nullable().optional(),
      most_recent: uint64().nullable().optional(),
      ...projectScope,
    },
    status: 200,
    response: InstanceSerialConsoleData,
  },
  instance_serial_console_stream: {
    method: 'get',
    path: '/v1/instances/{instance}/serial-console/stream',
    tag,
    summary: "Connect to an instance's serial console (websocket)",
    pathParams: instance,
    query: { most_recent: uint64().nullable().optional(), ...projectScope },
    status: 101,
  },
  instance_ssh_public_key_list: {
    method: 'get',
    path: '/v1/instances/{instance}/ssh-public-keys',
    tag,
    summary: 'List the SSH keys given to an instance',
    pathParams: instance,
    query: projectListQuery,
    status: 200,
    response: SshKeyResultsPage,
  },
  instance_start: {
    method: 'post',
    path: '/v1/instances/{instance}/start',
    tag,
    summary: 'Start an instance',
    ...onInstance,
    status: 202,
    response: Instance,
  },
  instance_stop: {
    method: 'post',
    path: '/v1/instances/{instance}/stop',
    tag,
    summary: 'Stop an instance',
    ...onInstance,
    status: 202,
    response: Instance,
  },
});
