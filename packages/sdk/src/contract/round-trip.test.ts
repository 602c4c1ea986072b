import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toWire } from '../client/casing.js';
import { createTransport } from '../client/transport.js';
import * as contract from './index.js';

// JavaScript Dates keep milliseconds, so samples use millisecond precision to round-trip exactly.
const created = '2026-03-01T10:15:30.123Z';
const modified = '2026-03-02T08:00:00.000Z';
const identity = (name: string, id: string) => ({
  id,
  name,
  description: `${name}, as the platform returns it`,
  time_created: created,
  time_modified: modified,
});
const uuid = (n: number) => `0b6f6a52-3a0c-4d5e-9f10-${String(n).padStart(12, '0')}`;

/** Realistic platform answers, in wire form, for the resources users touch most. */
const samples: [string, z.ZodType, unknown][] = [
  ['Project', contract.Project, identity('mock-project', uuid(1))],
  [
    'Instance',
    contract.Instance,
    {
      ...identity('db1', uuid(2)),
      project_id: uuid(1),
      hostname: 'db1',
      memory: 4 * 1024 ** 3,
      ncpus: 2,
      run_state: 'running',
      time_run_state_updated: modified,
      auto_restart_enabled: true,
      auto_restart_policy: 'best_effort',
      auto_restart_cooldown_expiration: '2026-03-02T09:00:00.000Z',
      time_last_auto_restarted: null,
      boot_disk_id: uuid(3),
      cpu_platform: null,
      enable_jumbo_frames: false,
    },
  ],
  [
    'Disk',
    contract.Disk,
    {
      ...identity('db1-boot', uuid(3)),
      project_id: uuid(1),
      block_size: 4096,
      device_path: '/mnt/db1-boot',
      disk_type: 'distributed',
      image_id: uuid(4),
      snapshot_id: null,
      read_only: false,
      size: 20 * 1024 ** 3,
      state: { state: 'attached', instance: uuid(2) },
    },
  ],
  [
    'Image',
    contract.Image,
    {
      ...identity('ubuntu-24-04', uuid(4)),
      block_size: 512,
      os: 'ubuntu',
      version: '24.04',
      size: 2 * 1024 ** 3,
      project_id: null,
      digest: { type: 'sha256', value: 'a'.repeat(64) },
    },
  ],
  [
    'Snapshot',
    contract.Snapshot,
    {
      ...identity('db1-nightly', uuid(5)),
      disk_id: uuid(3),
      project_id: uuid(1),
      size: 20 * 1024 ** 3,
      state: 'ready',
    },
  ],
  [
    'Vpc',
    contract.Vpc,
    {
      ...identity('default', uuid(6)),
      dns_name: 'default',
      ipv6_prefix: 'fd1e:4947:d4a1::/48',
      project_id: uuid(1),
      system_router_id: uuid(7),
    },
  ],
  [
    'VpcSubnet',
    contract.VpcSubnet,
    {
      ...identity('default', uuid(8)),
      vpc_id: uuid(6),
      ipv4_block: '172.30.0.0/22',
      ipv6_block: 'fd1e:4947:d4a1::/64',
      custom_router_id: null,
    },
  ],
  ['VpcRouter', contract.VpcRouter, { ...identity('system', uuid(7)), vpc_id: uuid(6), kind: 'system' }],
  [
    'RouterRoute',
    contract.RouterRoute,
    {
      ...identity('default-v4', uuid(9)),
      vpc_router_id: uuid(7),
      kind: 'default',
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'internet_gateway', value: 'default' },
    },
  ],
  [
    'VpcFirewallRules',
    contract.VpcFirewallRules,
    {
      rules: [
        {
          ...identity('allow-ssh', uuid(10)),
          vpc_id: uuid(6),
          action: 'allow',
          direction: 'inbound',
          priority: 65534,
          status: 'enabled',
          targets: [{ type: 'vpc', value: 'default' }],
          filters: { hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] },
        },
      ],
    },
  ],
  ['InternetGateway', contract.InternetGateway, { ...identity('default', uuid(11)), vpc_id: uuid(6) }],
  [
    'FloatingIp',
    contract.FloatingIp,
    {
      ...identity('web', uuid(12)),
      project_id: uuid(1),
      ip_pool_id: uuid(13),
      ip: '192.0.2.10',
      instance_id: null,
    },
  ],
  [
    'SshKey',
    contract.SshKey,
    {
      ...identity('laptop', uuid(14)),
      public_key: 'ssh-ed25519 AAAAC3Nza hannah@laptop',
      silo_user_id: uuid(15),
    },
  ],
  [
    'DeviceAccessToken',
    contract.DeviceAccessToken,
    { id: uuid(16), time_created: created, time_expires: null },
  ],
  [
    'Silo',
    contract.Silo,
    {
      ...identity('maze-war', uuid(17)),
      discoverable: true,
      identity_mode: 'saml_jit',
      admin_group_name: 'admins',
      mapped_fleet_roles: { admin: ['admin'] },
    },
  ],
  [
    'SiloQuotas',
    contract.SiloQuotas,
    { silo_id: uuid(17), cpus: 64, memory: 256 * 1024 ** 3, storage: 10 * 1024 ** 4 },
  ],
  [
    'IpPool',
    contract.IpPool,
    { ...identity('default-v4', uuid(13)), ip_version: 'v4', pool_type: 'unicast', assignment: 'silos' },
  ],
  [
    'IpPoolRange',
    contract.IpPoolRange,
    {
      id: uuid(18),
      ip_pool_id: uuid(13),
      time_created: created,
      range: { first: '192.0.2.1', last: '192.0.2.254' },
    },
  ],
  [
    'Sled',
    contract.Sled,
    {
      id: uuid(19),
      rack_id: uuid(20),
      baseboard: { part: '913-0000019', revision: 6, serial: 'BRM42220001' },
      policy: { kind: 'in_service', provision_policy: 'provisionable' },
      state: 'active',
      usable_hardware_threads: 128,
      usable_physical_ram: 1024 * 1024 ** 3,
      time_created: created,
      time_modified: modified,
    },
  ],
  [
    'PhysicalDisk',
    contract.PhysicalDisk,
    {
      id: uuid(21),
      form_factor: 'u2',
      model: 'WUS4C6432DSP3X3',
      serial: 'A079E9E2',
      vendor: '1b96',
      policy: { kind: 'in_service' },
      state: 'active',
      sled_id: uuid(19),
      time_created: created,
      time_modified: modified,
    },
  ],
  [
    'User',
    contract.User,
    {
      id: uuid(15),
      display_name: 'Hannah Arendt',
      silo_id: uuid(17),
      time_created: created,
      time_modified: modified,
    },
  ],
  [
    'Group',
    contract.Group,
    {
      id: uuid(22),
      display_name: 'admins',
      silo_id: uuid(17),
      time_created: created,
      time_modified: modified,
    },
  ],
  [
    'SiloRolePolicy',
    contract.SiloRolePolicy,
    { role_assignments: [{ identity_id: uuid(22), identity_type: 'silo_group', role_name: 'admin' }] },
  ],
  [
    'Utilization',
    contract.Utilization,
    {
      capacity: { cpus: 64, memory: 256 * 1024 ** 3, storage: 10 * 1024 ** 4 },
      provisioned: { cpus: 6, memory: 24 * 1024 ** 3, storage: 120 * 1024 ** 3 },
    },
  ],
  [
    'Measurement',
    contract.Measurement,
    { timestamp: created, datum: { type: 'cumulative_i64', datum: { start_time: created, value: 42 } } },
  ],
];

/** Sends a wire body through the real client, as the platform would answer it. */
async function throughClient(body: unknown) {
  const call = createTransport({ host: 'http://platform.test', fetch: async () => Response.json(body) });
  const result = await call<Record<string, unknown>>('get', '/v1/sample');
  if (result.type !== 'success') throw new Error(`expected success, got ${result.type}`);
  return result.data;
}

describe('round trip through the client', () => {
  it.each(samples)('%s: wire JSON → camelCase with Dates → the same wire JSON', async (_, schema, wire) => {
    expect(schema.safeParse(wire).success).toBe(true);
    const data = await throughClient(wire);
    expect(Object.keys(data).some((key) => key.includes('_'))).toBe(false);
    expect(JSON.parse(JSON.stringify(toWire(data)))).toEqual(wire);
  });

  it('turns timestamps into Dates on the way in', async () => {
    const data = await throughClient(samples[1]?.[2]);
    expect(data.timeCreated).toEqual(new Date(created));
    expect(data.autoRestartCooldownExpiration).toEqual(new Date('2026-03-02T09:00:00.000Z'));
    expect(data.timeLastAutoRestarted).toBeNull();
  });
});
