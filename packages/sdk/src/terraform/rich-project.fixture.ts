// A project with one of everything the provider manages, and the awkward cases: a subnet with a custom router,
// a disk from a silo image, a rule with every kind of filter, hostile descriptions.
import type { ProjectInventory } from './inventory.js';

const at = new Date('2026-08-01T12:00:00Z');
const stamp = { timeCreated: at, timeModified: at };
const PROJECT = '00000000-0000-4000-8000-000000000001';
const VPC = '00000000-0000-4000-8000-000000000010';
const SUBNET_DEFAULT = '00000000-0000-4000-8000-000000000011';
const SUBNET_DB = '00000000-0000-4000-8000-000000000012';
const ROUTER_SYSTEM = '00000000-0000-4000-8000-000000000013';
const ROUTER = '00000000-0000-4000-8000-000000000014';
const GATEWAY = '00000000-0000-4000-8000-000000000015';
const INSTANCE = '00000000-0000-4000-8000-000000000020';
const BOOT = '00000000-0000-4000-8000-000000000021';
const DATA = '00000000-0000-4000-8000-000000000022';
const SNAPSHOT = '00000000-0000-4000-8000-000000000023';
const IMAGE = '00000000-0000-4000-8000-000000000024';
const SILO_IMAGE = '00000000-0000-4000-8000-000000000025';
const FLOATING = '00000000-0000-4000-8000-000000000026';
const POOL = '00000000-0000-4000-8000-000000000027';
const GROUP = '00000000-0000-4000-8000-000000000028';
const EXTERNAL_SUBNET = '00000000-0000-4000-8000-000000000029';

/** The inventory of project `web`. */
export const richProject: ProjectInventory = {
  project: {
    id: PROJECT,
    name: 'web',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: template syntax as text, which the Terraform must escape
    description: 'Front end: "shop" at ${domain} and 100%{load}',
    ...stamp,
  },
  vpcs: [
    {
      vpc: {
        id: VPC,
        name: 'web-vpc',
        description: 'Main network\nsecond line \\ with a backslash',
        dnsName: 'web-vpc',
        ipv6Prefix: 'fd12:3456:789a::/48',
        projectId: PROJECT,
        systemRouterId: ROUTER_SYSTEM,
        ...stamp,
      },
      subnets: [
        {
          id: SUBNET_DB,
          name: 'db',
          description: 'Datenbank — ünïcödé 数据库 🚀',
          ipv4Block: '10.1.0.0/24',
          ipv6Block: 'fd12:3456:789a:1::/64',
          customRouterId: ROUTER,
          vpcId: VPC,
          ...stamp,
        },
        {
          id: SUBNET_DEFAULT,
          name: 'default',
          description: 'The default subnet',
          ipv4Block: '172.30.0.0/22',
          ipv6Block: 'fd12:3456:789a::/64',
          vpcId: VPC,
          ...stamp,
        },
      ],
      routers: [
        {
          router: {
            id: ROUTER_SYSTEM,
            name: 'system',
            description: 'System router',
            kind: 'system',
            vpcId: VPC,
            ...stamp,
          },
          routes: [],
        },
        {
          router: {
            id: ROUTER,
            name: 'db-router',
            description: 'Routes for db',
            kind: 'custom',
            vpcId: VPC,
            ...stamp,
          },
          routes: [
            {
              id: '00000000-0000-4000-8000-000000000016',
              name: 'to-internet',
              description: 'Default route',
              destination: { type: 'ip_net', value: '0.0.0.0/0' },
              target: { type: 'internet_gateway', value: 'outbound' },
              kind: 'custom',
              vpcRouterId: ROUTER,
              ...stamp,
            },
            {
              id: '00000000-0000-4000-8000-000000000017',
              name: 'blackhole',
              description: '',
              destination: { type: 'ip', value: '192.0.2.1' },
              target: { type: 'drop' },
              kind: 'custom',
              vpcRouterId: ROUTER,
              ...stamp,
            },
          ],
        },
      ],
      internetGateways: [
        { id: GATEWAY, name: 'outbound', description: 'To the internet', vpcId: VPC, ...stamp },
      ],
      firewallRules: [
        {
          id: '00000000-0000-4000-8000-000000000018',
          name: 'allow-ssh',
          description: 'SSH from the office',
          action: 'allow',
          direction: 'inbound',
          priority: 100,
          status: 'enabled',
          targets: [{ type: 'vpc', value: 'web-vpc' }],
          filters: {
            hosts: [{ type: 'ip_net', value: '203.0.113.0/24' }],
            ports: ['22'],
            protocols: [{ type: 'tcp' }],
          },
          vpcId: VPC,
          ...stamp,
        },
        {
          id: '00000000-0000-4000-8000-000000000019',
          name: 'allow-icmp',
          description: 'Ping',
          action: 'allow',
          direction: 'inbound',
          priority: 65534,
          status: 'disabled',
          targets: [
            { type: 'subnet', value: 'default' },
            { type: 'instance', value: 'app-1' },
          ],
          filters: {
            protocols: [
              { type: 'icmp', value: { icmpType: 8, code: '0-3' } },
              { type: 'icmp6', value: null },
            ],
          },
          vpcId: VPC,
          ...stamp,
        },
      ],
    },
  ],
  instances: [
    {
      instance: {
        id: INSTANCE,
        name: 'app-1',
        description: 'Application server',
        hostname: 'app-1',
        memory: 8589934592,
        ncpus: 4,
        autoRestartEnabled: true,
        autoRestartPolicy: 'best_effort',
        bootDiskId: BOOT,
        enableJumboFrames: false,
        projectId: PROJECT,
        runState: 'running',
        timeRunStateUpdated: at,
        ...stamp,
      },
      diskIds: [BOOT, DATA],
      networkInterfaces: [
        {
          id: '00000000-0000-4000-8000-00000000002a',
          name: 'net0',
          description: 'Primary',
          instanceId: INSTANCE,
          ipStack: {
            type: 'dual_stack',
            value: {
              v4: { ip: '172.30.0.5', transitIps: [] },
              v6: { ip: 'fd12:3456:789a::5', transitIps: [] },
            },
          },
          mac: 'A8:40:25:F0:00:01',
          primary: true,
          subnetId: SUBNET_DEFAULT,
          vpcId: VPC,
          ...stamp,
        },
      ],
      externalIps: [
        { kind: 'snat', ip: '198.51.100.2', ipPoolId: POOL, firstPort: 0, lastPort: 16383 },
        { kind: 'ephemeral', ip: '198.51.100.7', ipPoolId: POOL },
        {
          kind: 'floating',
          id: FLOATING,
          name: 'app-ip',
          description: 'Public address',
          ip: '198.51.100.10',
          ipPoolId: POOL,
          instanceId: INSTANCE,
          projectId: PROJECT,
          ...stamp,
        },
      ],
      sshKeys: [
        {
          id: '00000000-0000-4000-8000-00000000002b',
          name: 'laptop',
          description: '',
          publicKey: 'ssh-ed25519 AAAA',
          siloUserId: '00000000-0000-4000-8000-00000000002c',
          ...stamp,
        },
      ],
      antiAffinityGroupIds: [GROUP],
    },
  ],
  disks: [
    {
      id: DATA,
      name: 'app-data',
      description: 'Data',
      blockSize: 4096,
      devicePath: '/mnt/app-data',
      diskType: 'distributed',
      projectId: PROJECT,
      readOnly: false,
      size: 107374182400,
      state: { state: 'attached', instance: INSTANCE },
      ...stamp,
    },
    {
      id: BOOT,
      name: 'app-boot',
      description: 'Boot disk',
      blockSize: 512,
      devicePath: '/mnt/app-boot',
      diskType: 'distributed',
      imageId: SILO_IMAGE,
      projectId: PROJECT,
      readOnly: false,
      size: 21474836480,
      state: { state: 'attached', instance: INSTANCE },
      ...stamp,
    },
  ],
  snapshots: [
    {
      id: SNAPSHOT,
      name: 'app-data-backup',
      description: 'Nightly',
      diskId: DATA,
      projectId: PROJECT,
      size: 107374182400,
      state: 'ready',
      ...stamp,
    },
  ],
  images: [
    {
      id: IMAGE,
      name: 'app-golden',
      description: 'Golden image',
      blockSize: 4096,
      os: 'debian',
      version: '12',
      projectId: PROJECT,
      size: 107374182400,
      ...stamp,
    },
  ],
  floatingIps: [
    {
      id: FLOATING,
      name: 'app-ip',
      description: 'Public address',
      ip: '198.51.100.10',
      ipPoolId: POOL,
      instanceId: INSTANCE,
      projectId: PROJECT,
      ...stamp,
    },
  ],
  externalSubnets: [
    {
      id: EXTERNAL_SUBNET,
      name: 'app-range',
      description: 'Routed to app-1',
      projectId: PROJECT,
      subnet: '203.0.113.64/28',
      subnetPoolId: '00000000-0000-4000-8000-00000000002d',
      subnetPoolMemberId: '00000000-0000-4000-8000-00000000002e',
      instanceId: INSTANCE,
      ...stamp,
    },
  ],
  antiAffinityGroups: [
    {
      id: GROUP,
      name: 'spread',
      description: 'Keep apart',
      failureDomain: 'sled',
      policy: 'allow',
      projectId: PROJECT,
      ...stamp,
    },
  ],
  outside: { images: { [SILO_IMAGE]: { name: 'debian-12' } }, ipPools: { [POOL]: 'public' } },
};
