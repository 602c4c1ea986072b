import { describe, expect, it } from 'vitest';
import { imageDemoteCommand } from '~/routes/_app/images/-components/DemoteImageModal';
import { projectCreateCommand, projectUpdateCommand } from '~/routes/_app/projects/-components/ProjectForms';
import {
  type DiskCreateValues,
  diskCreateCommand,
  diskImportCommand,
} from '~/routes/_app/projects/$project/disks/-components/DiskCreateForm';
import { floatingIpAttachCommand } from '~/routes/_app/projects/$project/floating-ips/-components/AttachFloatingIpModal';
import { floatingIpCreateCommand } from '~/routes/_app/projects/$project/floating-ips/-components/FloatingIpForms';
import { multicastGroupJoinCommand } from '~/routes/_app/projects/$project/instances/$instance/_tabs/networking/-components/MulticastGroupsTable';
import { createDiskCommand } from '~/routes/_app/projects/$project/instances/$instance/_tabs/storage/-components/DiskModals';
import { snapshotCreateCommand } from '~/routes/_app/projects/$project/snapshots/-components/SnapshotForms';
import {
  vpcCreateCommand,
  vpcUpdateCommand,
} from '~/routes/_app/projects/$project/vpcs/-components/VpcForms';
import {
  routerCreateCommand,
  routerUpdateCommand,
} from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/routers/-components/RouterForms';
import {
  routeCreateCommand,
  routeUpdateCommand,
} from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/routers/$router/routes/-components/RouteForms';
import {
  subnetCreateCommand,
  subnetUpdateCommand,
} from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/subnets/-components/SubnetForms';
import { ipPoolCreateCommand } from '~/routes/_app/system/networking/ip-pools/-components/IpPoolForms';
import { ipPoolRangeAddCommand } from '~/routes/_app/system/networking/ip-pools/$pool/ranges-add/-components/AddRangeForm';
import { rackctlInvocations } from '~/test/shell';
// The CLI is not a dependency of the console: its source is read here only to check the console's commands.
import { buildProgram } from '../../../../packages/cli/src/program';
import { apiCommand } from './cliCommand';
import {
  externalSubnetAttachCommand,
  externalSubnetAttachRequest,
  externalSubnetCreateCommand,
} from './externalSubnetCommands';
import { imageCreateCommand } from './ImageCreateForm';
import { instanceCreateCommand } from './instanceCreateCommand';
import { defaultInstanceValues } from './instanceCreateValues';
import { policyAddCommand } from './RoleForms';
import { sshKeyCreateCommand } from './SshKeyForms';
import { defaultSiloValues, siloCreateCommand } from './siloFormValues';
import {
  subnetPoolCreateCommand,
  subnetPoolLinkCommand,
  subnetPoolMemberAddCommand,
} from './subnetPoolCommands';

const diskValues = (overrides: Partial<DiskCreateValues>): DiskCreateValues => ({
  name: 'restored',
  description: '',
  source: 'blank',
  blockSize: '4096',
  imageId: '',
  snapshotId: '',
  sizeGiB: 20,
  file: null,
  snapshotName: '',
  createImage: false,
  image: { name: '', description: '', os: '', version: '' },
  ...overrides,
});

const diskSources = {
  images: [
    { id: 'img-1', name: 'debian-12', scope: 'project image' },
    { id: 'img-2', name: 'ubuntu-24-04', scope: 'silo image' },
  ],
  snapshots: [{ id: 'snap-1', name: 'nightly' }],
};

describe('form commands', () => {
  it('creates and updates a project, giving only what changed', () => {
    expect(projectCreateCommand({ name: 'web', description: 'Public web servers' })).toBe(
      "rackctl project create web --description 'Public web servers'",
    );
    expect(projectCreateCommand({ name: 'web', description: '' })).toBe('rackctl project create web');
    expect(
      projectUpdateCommand('web', { name: 'web', description: 'Old' }, { name: 'www', description: '' }),
    ).toBe("rackctl project update web --name www --description ''");
  });

  it('imports an upload with rackctl disk import at the form’s size, and says what the command cannot do the same way', () => {
    const upload = diskValues({ source: 'upload', sizeGiB: 1, file: new File(['raw'], 'disk.img') });
    expect(diskImportCommand('web', upload, 'restored-snapshot-0a0a0a')).toBe(
      'rackctl disk import disk.img --project web --name restored --block-size 4096 --disk-size 1GiB --snapshot restored-snapshot-0a0a0a',
    );
    // A small file in a bigger disk: the form's whole GiB are the command's too.
    expect(diskImportCommand('web', { ...upload, sizeGiB: 20 }, 's')).toContain('--disk-size 20GiB');
    expect(() =>
      diskImportCommand(
        'web',
        { ...upload, createImage: true, image: { name: 'i', description: 'other', os: 'd', version: '1' } },
        's',
      ),
    ).toThrow('gives the image the disk’s description');
  });

  it('creates a disk from a snapshot by its name, and from images and blank', () => {
    expect(
      diskCreateCommand(
        'mock-project',
        diskValues({ source: 'snapshot', snapshotId: 'snap-1' }),
        diskSources,
      ),
    ).toBe('rackctl disk create restored --project mock-project --size 20GiB --snapshot nightly');
    expect(
      diskCreateCommand('mock-project', diskValues({ source: 'image', imageId: 'img-2' }), diskSources),
    ).toBe('rackctl disk create restored --project mock-project --size 20GiB --image ubuntu-24-04');
    expect(diskCreateCommand('mock-project', diskValues({ description: 'Scratch space' }), diskSources)).toBe(
      "rackctl disk create restored --project mock-project --size 20GiB --description 'Scratch space' --block-size 4096",
    );
  });
});

/** Every command a form can show that uses one of the CLI's own nouns, with values a user could type. */
const NOUN_COMMANDS: Record<string, string> = {
  'project create': projectCreateCommand({ name: 'web', description: "Team's web tier" }),
  'project update': projectUpdateCommand(
    'web',
    { name: 'web', description: 'a' },
    { name: 'www', description: '' },
  ),
  'instance create': instanceCreateCommand(
    {
      ...defaultInstanceValues('siloImage'),
      name: 'web-3',
      siloImageId: 'img',
      hostname: 'web3',
      bootDiskName: 'web-3-root',
      description: 'Web',
      disks: [{ type: 'attach', name: 'data' }],
      sshKeys: ['laptop'],
      floatingIps: ['edge'],
      ephemeralIpPool: 'public',
      start: false,
    },
    {
      project: 'p',
      siloImages: [{ id: 'img', name: 'ubuntu' }],
      projectImages: [],
      userSshKeys: ['laptop'],
      nameBootDisk: (instance) => `${instance}-disk-0a0a0a`,
    },
  ),
  'ssh-key create': sshKeyCreateCommand({
    name: 'laptop',
    description: 'My laptop',
    publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB me@laptop\n',
  }),
  'disk create blank': diskCreateCommand('p', diskValues({ description: 'Scratch' }), diskSources),
  'disk create from image': diskCreateCommand(
    'p',
    diskValues({ source: 'image', imageId: 'img-1' }),
    diskSources,
  ),
  'disk create from snapshot': diskCreateCommand(
    'p',
    diskValues({ source: 'snapshot', snapshotId: 'snap-1' }),
    diskSources,
  ),
  'disk import with a snapshot and an image': diskImportCommand(
    'p',
    diskValues({
      name: 'base',
      description: 'Golden',
      source: 'upload',
      sizeGiB: 1,
      file: new File(['raw'], 'debian 12.raw'),
      createImage: true,
      image: { name: 'debian-12', description: 'Golden', os: 'debian', version: '12' },
    }),
    'base-snapshot-0a0a0a',
  ),
  'disk create and attach': createDiskCommand(
    'p',
    'db1',
    {
      name: 'db1-extra',
      description: '',
      source: 'blank',
      imageId: '',
      snapshotId: '',
      blockSize: '512',
      sizeGiB: 5,
    },
    { siloImages: [], projectImages: [], snapshots: [] },
  ),
  'snapshot create': snapshotCreateCommand('p', { name: 'nightly', description: 'Before', disk: 'db1-data' }),
  'image create': imageCreateCommand(
    'p',
    { name: 'golden', description: 'Base', os: 'debian', version: '12' },
    'nightly',
  ),
  'image demote': imageDemoteCommand('ubuntu', 'p'),
  'vpc create': vpcCreateCommand('p', {
    name: 'backend',
    description: 'Internal',
    dnsName: 'be',
    ipv6Prefix: 'fd00:1122:3344::/48',
  }),
  'vpc update': vpcUpdateCommand(
    'p',
    'backend',
    { name: 'backend', description: '', dnsName: 'be' },
    { name: 'back', description: 'Changed', dnsName: 'bk' },
  ),
  'subnet create': subnetCreateCommand('p', 'default', {
    name: 'app',
    description: 'Apps',
    ipv4Block: '10.1.0.0/24',
    ipv6Block: 'fd00:1122:3344:0100::/64',
    customRouter: 'egress',
  }),
  'subnet update': subnetUpdateCommand(
    'p',
    'default',
    'app',
    { name: 'app', description: '', customRouter: '_system' },
    { name: 'apps', description: 'x', customRouter: 'egress' },
  ),
  'router create': routerCreateCommand('p', 'default', { name: 'egress', description: 'Out' }),
  'router update': routerUpdateCommand(
    'p',
    'default',
    'egress',
    { name: 'egress', description: '' },
    { name: 'out', description: 'Out' },
  ),
  'route create': routeCreateCommand('p', 'default', 'egress', {
    name: 'to-gw',
    description: '',
    destinationType: 'ip_net',
    destinationValue: '0.0.0.0/0',
    targetType: 'internet_gateway',
    targetValue: 'default',
  }),
  'route update': routeUpdateCommand(
    'p',
    'default',
    'egress',
    'to-gw',
    {
      name: 'to-gw',
      description: '',
      destinationType: 'ip_net',
      destinationValue: '0.0.0.0/0',
      targetType: 'internet_gateway',
      targetValue: 'default',
    },
    {
      name: 'blackhole',
      description: 'Drop it',
      destinationType: 'ip',
      destinationValue: '192.0.2.1',
      targetType: 'drop',
      targetValue: '',
    },
  ),
  'floating-ip create from pool': floatingIpCreateCommand('p', {
    name: 'edge',
    description: '',
    pool: 'public',
    address: '',
  }),
  'floating-ip create with address': floatingIpCreateCommand('p', {
    name: 'edge',
    description: 'Edge',
    pool: 'public',
    address: '203.0.113.20',
  }),
  'floating-ip attach': floatingIpAttachCommand('p', 'edge', 'db1'),
  'policy add on a project': policyAddCommand('6d2b0000-0000-4000-8000-000000000001', 'collaborator', {
    project: 'p',
  }),
  'policy add on the silo': policyAddCommand('6d2b0000-0000-4000-8000-000000000001', 'viewer', {}),
  'silo create and link pools': siloCreateCommand({
    ...defaultSiloValues,
    name: 'research',
    description: 'Lab',
    discoverable: false,
    identityMode: 'local_only',
    adminGroupName: 'admins',
    cpus: 64,
    memoryGib: 256,
    storageGib: 10240,
    ipPools: ['public', 'public-v6'],
    defaultPool: 'public',
  }),
  'ip-pool create': ipPoolCreateCommand({
    name: 'public-v6',
    description: '',
    ipVersion: 'v6',
    poolType: 'unicast',
    assignment: 'silos',
  }),
  'ip-pool range add': ipPoolRangeAddCommand('public', { first: '203.0.113.10', last: ' 203.0.113.250 ' }),
  'subnet-pool create': subnetPoolCreateCommand({
    name: 'edge-v4',
    description: "Hannah's blocks",
    ipVersion: 'v4',
  }),
  'subnet-pool member add': subnetPoolMemberAddCommand('edge-v4', {
    subnet: '100.72.64.0/20',
    minPrefixLength: 24,
    maxPrefixLength: 28,
  }),
  'subnet-pool link': subnetPoolLinkCommand('edge-v4', 'maze-war', true),
  'external-subnet create from a pool': externalSubnetCreateCommand({
    query: { project: 'p' },
    body: {
      name: 'edge',
      description: 'Public block',
      allocator: { type: 'auto', prefixLength: 28, poolSelector: { type: 'explicit', pool: 'customer-v4' } },
    },
  }),
  'external-subnet create explicit': externalSubnetCreateCommand({
    query: { project: 'p' },
    body: { name: 'edge', description: '', allocator: { type: 'explicit', subnet: '100.72.0.16/28' } },
  }),
  'external-subnet attach': externalSubnetAttachCommand(externalSubnetAttachRequest('p', 'edge', 'db1')),
  'multicast-group join': multicastGroupJoinCommand({
    path: { multicastGroup: 'telemetry', instance: 'db1' },
    query: { project: 'p' },
    body: {},
  }),
  api: apiCommand('floatingIpUpdate', {
    path: { floatingIp: 'edge' },
    query: { project: 'p' },
    body: { name: 'edge', description: '' },
  }),
};

type Command = ReturnType<typeof buildProgram>;

/** Commander's usage errors (unknown option, missing argument, bad value) carry a `commander.` code. */
const isUsageError = (error: unknown) =>
  error instanceof Error && String((error as { code?: unknown }).code).startsWith('commander.');

/** Parses an argument list with rackctl's real command tree, every action replaced by a recorder. */
async function parseWithCli(args: string[]): Promise<{ path: string[]; options: Record<string, unknown> }> {
  const program = buildProgram({
    stdout: { write: () => true },
    stderr: { write: () => true },
    stdin: process.stdin,
    env: {},
  });
  let parsed: { path: string[]; options: Record<string, unknown> } | undefined;
  const recordLeaves = (command: Command, path: string[]) => {
    for (const sub of command.commands) {
      const subPath = [...path, sub.name()];
      if (sub.commands.length > 0) recordLeaves(sub, subPath);
      else
        sub.action((...received: unknown[]) => {
          parsed = { path: subPath, options: (received.at(-1) as Command).opts() };
        });
    }
  };
  recordLeaves(program, []);
  await program.parseAsync(args, { from: 'user' });
  if (!parsed) throw new Error(`No command ran for ${args.join(' ')}`);
  return parsed;
}

describe('commands the forms show, as rackctl parses them', () => {
  it.each(Object.entries(NOUN_COMMANDS))('%s: every word and flag exists', async (_, command) => {
    for (const args of rackctlInvocations(command)) {
      const parsed = await parseWithCli(args).catch((error: unknown) => {
        throw new Error(`rackctl ${args.join(' ')}: ${isUsageError(error) ? 'usage error ' : ''}${error}`);
      });
      expect(parsed.path).toEqual(args.slice(0, parsed.path.length));
    }
  });

  it('would catch a flag rackctl does not have', async () => {
    const error = await parseWithCli(['project', 'create', 'web', '--colour', 'blue']).catch(
      (caught) => caught,
    );
    expect(isUsageError(error)).toBe(true);
  });

  it('reads the values as the console meant them', async () => {
    const [create, ...links] = rackctlInvocations(NOUN_COMMANDS['silo create and link pools'] ?? '');
    expect((await parseWithCli(create ?? [])).options).toMatchObject({
      identityMode: 'local_only',
      discoverable: false,
      adminGroup: 'admins',
      cpus: 64,
      memory: 256 * 2 ** 30,
      storage: 10 * 2 ** 40,
    });
    expect(links).toEqual([
      ['ip-pool', 'link', 'public', '--silo', 'research', '--default'],
      ['ip-pool', 'link', 'public-v6', '--silo', 'research'],
    ]);
    const instance = await parseWithCli(rackctlInvocations(NOUN_COMMANDS['instance create'] ?? '')[0] ?? []);
    expect(instance.options).toMatchObject({
      project: 'p',
      ncpus: 2,
      memory: 8 * 2 ** 30,
      image: 'ubuntu',
      bootDiskSize: 10 * 2 ** 30,
      disk: ['data'],
      sshKey: ['laptop'],
      start: false,
    });
    expect(
      (await parseWithCli(rackctlInvocations(NOUN_COMMANDS['ssh-key create'] ?? '')[0] ?? [])).options,
    ).toMatchObject({ publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB me@laptop' });
  });
});
