import { type ExternalIpCreate, GIB, type InstanceCreate } from '@rackconsole/sdk';
import { defaultBootDiskName } from '@rackconsole/validators';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { UsageError } from '../errors';
import { readInput } from '../input';
import type { Io } from '../io';
import type { Context } from './context';
import { action, calls, withExamples } from './define';
import { registerInstancePower, waitForRunState, waitSeconds } from './instance-power';
import { registerInstanceSerial } from './instance-serial';
import { findImage } from './lookups';
import {
  collect,
  descriptionOption,
  integerArg,
  nameArg,
  parseBytes,
  projectOption,
  withOptions,
} from './parse';
import { named, registerResource } from './resource';
import { RESOURCES } from './resources';

/** `--ip ephemeral`, `--ip ephemeral:POOL` or `--ip floating:NAME`. */
export function externalIpArg(value: string): ExternalIpCreate {
  const [kind, ...rest] = value.split(':');
  const target = rest.join(':');
  if (kind === 'ephemeral' && !target)
    return { type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: null } };
  if (kind === 'ephemeral') return { type: 'ephemeral', poolSelector: { type: 'explicit', pool: target } };
  if (kind === 'floating' && target) return { type: 'floating', floatingIp: target };
  throw new InvalidArgumentError('Must be "ephemeral", "ephemeral:POOL" or "floating:NAME".');
}

interface CreateOptions {
  project: string;
  ncpus: number;
  memory: number;
  hostname?: string;
  description?: string;
  image?: string;
  bootDiskSize?: number;
  bootDiskName?: string;
  disk?: string[];
  sshKey?: string[];
  ip?: ExternalIpCreate[];
  userData?: string;
  start: boolean;
  wait?: boolean;
}

async function createInstance(ctx: Context, name: string, options: CreateOptions): Promise<void> {
  if (options.bootDiskSize && !options.image) throw new UsageError('--boot-disk-size needs --image');
  const body: InstanceCreate = {
    ...named(name, options),
    hostname: options.hostname ?? name,
    ncpus: options.ncpus,
    memory: options.memory,
    start: options.start,
    disks: (options.disk ?? []).map((disk) => ({ type: 'attach' as const, name: disk })),
    externalIps: options.ip ?? [],
    ...(options.sshKey ? { sshPublicKeys: options.sshKey } : {}),
  };
  if (options.userData) {
    body.userData = (await readInput(options.userData, 'user data')).toString('base64');
  }
  if (options.image) {
    const image = await findImage(ctx, options.image, options.project);
    body.bootDisk = {
      type: 'create',
      name: options.bootDiskName ?? defaultBootDiskName(name),
      description: `Boot disk of ${name}, from image ${image.name}`,
      size: options.bootDiskSize ?? Math.max(GIB, Math.ceil(image.size / GIB) * GIB),
      diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId: image.id, readOnly: false } },
    };
  }
  const created = await ctx.request('instanceCreate', { query: { project: options.project }, body });
  ctx.out.note(`Created instance ${created.name}`);
  const shown = options.wait
    ? await waitForRunState(ctx, created, options.start ? 'running' : 'stopped', waitSeconds(ctx))
    : created;
  ctx.out.view(shown, RESOURCES.instance.fields(ctx, shown));
}

/** `instance create`: a composite command (boot disk from an image, disks, keys, addresses, wait). */
function registerCreate(parent: Command, io: Io): void {
  const create = withOptions(
    parent
      .command('create')
      .description('Create an instance (and its boot disk from an image), started unless --no-start')
      .argument('<name>', 'name of the new instance', nameArg),
    [
      projectOption(),
      new Option('--ncpus <n>', 'number of virtual CPUs').argParser(integerArg(1, 64)).makeOptionMandatory(),
      new Option('--memory <size>', 'memory, e.g. 4GiB').argParser(parseBytes).makeOptionMandatory(),
      new Option('--hostname <hostname>', 'host name inside the instance (default: the name)'),
      descriptionOption('what the instance is for'),
      new Option('--image <image>', 'create a boot disk from this image (name or id)'),
      new Option('--boot-disk-size <size>', 'size of the boot disk (default: the image size)').argParser(
        parseBytes,
      ),
      new Option(
        '--boot-disk-name <name>',
        'name of the boot disk (default: NAME-disk- and a random suffix)',
      ).argParser(nameArg),
      new Option('--disk <disk>', 'attach an existing detached disk (repeatable)').argParser(collect(String)),
      new Option(
        '--ssh-key <key>',
        'give the instance this SSH key of yours (repeatable; default: all)',
      ).argParser(collect(String)),
      new Option(
        '--ip <address>',
        'external address: ephemeral, ephemeral:POOL or floating:NAME (repeatable)',
      ).argParser(collect(externalIpArg)),
      new Option('--user-data <file>', 'cloud-init user data file'),
      new Option('--no-start', 'create the instance stopped'),
      new Option('--wait', 'wait until the instance is running (or stopped with --no-start)'),
    ],
  );
  withExamples(create, [
    'rackctl instance create web-1 -p web --ncpus 2 --memory 4GiB --image ubuntu-24-04',
    'rackctl instance create db-1 -p web --ncpus 8 --memory 32GiB --image debian-12 --boot-disk-size 100GiB \\\n      --disk db-data --ssh-key laptop --ip ephemeral --wait',
    'rackctl instance create edge -p web --ncpus 1 --memory 1GiB --ip floating:edge-ip --no-start',
  ]);
  calls(create, 'instance_create', 'image_view', 'instance_view');
  action<CreateOptions>(create, io, (ctx, [name = ''], options) => createInstance(ctx, name, options));
}

/** `rackctl instance …`: the life of an instance, from create to delete, and its serial console. */
export function registerInstance(program: Command, io: Io): void {
  const instance = registerResource(program, io, RESOURCES.instance, {
    create: registerCreate,
    more: registerInstancePower,
  });
  registerInstanceSerial(instance, io);
}
