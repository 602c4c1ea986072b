import type { Command } from 'commander';
import type { Io } from '../io';

/** What a group's module does once loaded: add its noun (or leaf command) to the program. */
type Register = (program: Command, io: Io) => void;

/**
 * A top-level command of `rackctl`, loaded only when it runs: its name and help line are here so `rackctl
 * --help` lists it without loading it, and `load` code-splits the module that registers it.
 */
export interface CommandGroup {
  name: string;
  description: string;
  load(): Promise<Register>;
  /** It walks the whole tree (docs, completion): every group is registered before it. */
  wholeTree?: boolean;
}

/** A noun that is one row of the resource table; only its area's module of the table is loaded. */
const resourceRow = (load: () => Promise<unknown>) => async (): Promise<Register> => {
  const [{ registerResource }, resource] = await Promise.all([import('./resource'), load()]);
  return (program, io) =>
    void registerResource(program, io, resource as Parameters<typeof registerResource<unknown>>[2]);
};

// The hand-written groups, in the order `rackctl --help` lists them; the nouns generated from the API
// description follow them. Adding a group is one line here.
export const GROUPS: readonly CommandGroup[] = [
  {
    name: 'auth',
    description: 'Log in to a platform, check who you are, log out',
    load: async () => (await import('./auth')).registerAuth,
  },
  {
    name: 'project',
    description: 'Manage projects',
    load: resourceRow(async () => (await import('./resources/project')).project),
  },
  {
    name: 'instance',
    description: 'Manage instances',
    load: async () => (await import('./instance')).registerInstance,
  },
  { name: 'disk', description: 'Manage disks', load: async () => (await import('./disk')).registerDisk },
  {
    name: 'snapshot',
    description: 'Manage disk snapshots',
    load: resourceRow(async () => (await import('./resources/compute')).snapshot),
  },
  {
    name: 'image',
    description: 'Manage images (project images, and silo images shared by every project)',
    load: async () => (await import('./image')).registerImage,
  },
  {
    name: 'vpc',
    description: 'Manage VPCs (virtual private clouds)',
    load: resourceRow(async () => (await import('./resources/networking')).vpc),
  },
  {
    name: 'subnet',
    description: 'Manage VPC subnets',
    load: resourceRow(async () => (await import('./resources/networking')).subnet),
  },
  {
    name: 'router',
    description: 'Manage VPC routers',
    load: resourceRow(async () => (await import('./resources/networking')).router),
  },
  {
    name: 'route',
    description: 'Manage the routes of a VPC router',
    load: resourceRow(async () => (await import('./resources/networking')).route),
  },
  {
    name: 'firewall-rules',
    description: "View and replace a VPC's firewall rules",
    load: async () => (await import('./firewall-rules')).registerFirewallRules,
  },
  {
    name: 'floating-ip',
    description: 'Manage floating IPs',
    load: async () => (await import('./floating-ip')).registerFloatingIp,
  },
  {
    name: 'external-subnet',
    description: "Manage a project's external subnets, carved from subnet pools and attached to instances",
    load: async () => (await import('./external-subnet')).registerExternalSubnet,
  },
  {
    name: 'multicast-group',
    description: 'List multicast groups and their members; join and leave them with instances',
    load: async () => (await import('./multicast-group')).registerMulticastGroup,
  },
  {
    name: 'ssh-key',
    description: 'Manage your SSH public keys',
    load: resourceRow(async () => (await import('./resources/access')).sshKey),
  },
  {
    name: 'silo',
    description: 'Manage silos (fleet operators)',
    load: resourceRow(async () => (await import('./resources/fleet')).silo),
  },
  {
    name: 'ip-pool',
    description: 'Manage IP pools, their ranges and silo links (fleet operators)',
    load: async () => (await import('./ip-pool')).registerIpPool,
  },
  {
    name: 'subnet-pool',
    description: 'Manage subnet pools, their member subnets and silo links (fleet operators)',
    load: async () => (await import('./subnet-pool')).registerSubnetPool,
  },
  {
    name: 'sled',
    description: 'Inspect sleds, the servers of the rack (fleet operators)',
    load: async () => (await import('./sled')).registerSled,
  },
  {
    name: 'user',
    description: 'List and show the users of your silo',
    load: async () => (await import('./users-groups')).registerUser,
  },
  {
    name: 'group',
    description: 'List and show the groups of your silo',
    load: async () => (await import('./users-groups')).registerGroup,
  },
  {
    name: 'policy',
    description: 'View and change role assignments (silo, project or fleet)',
    load: async () => (await import('./policy')).registerPolicy,
  },
  {
    name: 'utilization',
    description: 'Show provisioned resources against the silo quota (or per silo, for operators)',
    load: async () => (await import('./utilization')).registerUtilization,
  },
  {
    name: 'metrics',
    description: 'Explore the platform\u2019s timeseries with OxQL queries',
    load: async () => (await import('./metrics')).registerMetrics,
  },
  {
    name: 'search',
    description: 'Find projects and resources of every project whose name contains the given text',
    load: async () => (await import('./search')).registerSearch,
  },
  {
    name: 'alert',
    description:
      'Read the alert log: what the rack alerted on (fleet operators; platform API 2026081400 or later)',
    load: async () => (await import('./alert')).registerAlert,
  },
  {
    name: 'version',
    description: 'Show the versions of rackctl and of the platform API it and the platform speak',
    load: async () => (await import('./version')).registerVersion,
  },
  {
    name: 'api',
    description:
      'Call any platform API path and print the JSON answer as is (snake_case, like the API reference)',
    load: async () => (await import('./api')).registerApi,
  },
  {
    name: 'export',
    description: 'Export what exists as code',
    load: async () => (await import('./export')).registerExport,
  },
  {
    name: 'completion',
    description: 'Print a shell completion script for bash, zsh, fish or PowerShell (live names included)',
    load: async () => (await import('./completion')).registerCompletion,
    wholeTree: true,
  },
  {
    name: 'docs',
    description:
      'Print every command with its flags and the API operations it calls (--format json for tools)',
    load: async () => (await import('./docs')).registerDocs,
    wholeTree: true,
  },
];

/** Loads the commands generated from the API description; the function registers those of one noun, or all. */
export async function loadGenerated(): Promise<(program: Command, io: Io, noun?: string) => void> {
  const [{ registerOperations }, { OPERATIONS }] = await Promise.all([
    import('./operations/register'),
    import('../generated/operations'),
  ]);
  return (program, io, noun) =>
    registerOperations(
      program,
      io,
      noun ? OPERATIONS.filter((operation) => operation.noun === noun) : OPERATIONS,
    );
}

/** Loads every group and the generated commands; the function registers the whole tree. */
export async function loadAll(): Promise<Register> {
  const [registers, registerGenerated] = await Promise.all([
    Promise.all(GROUPS.map((group) => group.load())),
    loadGenerated(),
  ]);
  return (program, io) => {
    for (const register of registers) register(program, io);
    registerGenerated(program, io);
  };
}
