import { type Disk, type DiskSource, diskCan, instanceCan } from '@rackconsole/sdk';
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { Io } from '../io';
import { ago, bytes, stateStyle, text, when } from '../output/format';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import type { Context } from './context';
import { action, noun, withExamples } from './define';
import { registerDiskImport } from './disk-import';
import { findImage, snapshotId } from './lookups';
import {
  descriptionOption,
  type ListOptions,
  listOptions,
  nameArg,
  parseBytes,
  projectOption,
  withOptions,
} from './parse';
import { requireState } from './rules';

const BLOCK_SIZES = [512, 2048, 4096] as const;
type BlockSize = (typeof BLOCK_SIZES)[number];

function blockSizeArg(value: string): BlockSize {
  const size = Number(value) as BlockSize;
  if (!BLOCK_SIZES.includes(size)) throw new InvalidArgumentError('Must be 512, 2048 or 4096.');
  return size;
}

/** The instance a disk is attached to (or being attached to or detached from), if any. */
const attachedTo = (disk: Disk) => ('instance' in disk.state ? disk.state.instance : '');

function diskColumns(ctx: Context): Column<Disk>[] {
  const state = stateStyle(ctx.out.style);
  return [
    { header: 'NAME', value: (disk) => disk.name },
    { header: 'STATE', value: (disk) => disk.state.state, style: (cell) => state(cell) },
    { header: 'SIZE', value: (disk) => bytes(disk.size) },
    { header: 'INSTANCE', value: attachedTo },
    { header: 'DESCRIPTION', value: (disk) => disk.description, flexible: true },
    { header: 'CREATED', value: (disk) => ago(disk.timeCreated) },
  ];
}

const diskFields = (ctx: Context, disk: Disk): Fields => [
  ['Name', disk.name],
  ['ID', disk.id],
  ['State', stateStyle(ctx.out.style)(disk.state.state)],
  ['Instance', attachedTo(disk)],
  ['Size', bytes(disk.size)],
  ['Block size', String(disk.blockSize)],
  ['Type', disk.diskType],
  ['Read only', disk.readOnly ? 'yes' : 'no'],
  ['Image', text(disk.imageId)],
  ['Snapshot', text(disk.snapshotId)],
  ['Device path', disk.devicePath],
  ['Description', text(disk.description)],
  ['Created', when(disk.timeCreated)],
];

interface CreateOptions {
  project: string;
  size: number;
  description?: string;
  image?: string;
  snapshot?: string;
  blockSize: BlockSize;
}

async function diskSource(ctx: Context, options: CreateOptions): Promise<DiskSource> {
  if (options.image) {
    const image = await findImage(ctx, options.image, options.project);
    return { type: 'image', imageId: image.id, readOnly: false };
  }
  if (options.snapshot) {
    return {
      type: 'snapshot',
      snapshotId: await snapshotId(ctx, options.snapshot, options.project),
      readOnly: false,
    };
  }
  return { type: 'blank', blockSize: options.blockSize };
}

/** `rackctl disk attach|detach`: both sides' state tables are checked before the call. */
function registerAttachment(disk: Command, io: Io, verb: 'attach' | 'detach'): void {
  const command = withOptions(
    disk
      .command(verb)
      .description(
        verb === 'attach'
          ? 'Attach a detached disk to a stopped instance'
          : 'Detach a disk from a stopped instance',
      )
      .argument('<disk>', 'disk name or id'),
    [projectOption(), new Option('--instance <instance>', 'instance name or id').makeOptionMandatory()],
  );
  withExamples(command, [`rackctl disk ${verb} data-1 --instance db-1 --project web`]);
  action<{ project: string; instance: string }>(
    command,
    io,
    async (ctx, [selector = ''], { project, instance }) => {
      const [found, owner] = await Promise.all([
        ctx.request('diskView', { path: { disk: selector }, query: { project } }),
        ctx.request('instanceView', { path: { instance }, query: { project } }),
      ]);
      const diskRule = verb === 'attach' ? diskCan.attach : diskCan.detach;
      const instanceRule = verb === 'attach' ? instanceCan.attachDisk : instanceCan.detachDisk;
      requireState(diskRule, found, found.state.state, `${verb} disk ${found.name}`);
      requireState(
        instanceRule,
        owner,
        owner.runState,
        `${verb} a disk ${verb === 'attach' ? 'to' : 'from'} instance ${owner.name}`,
      );
      const operation = verb === 'attach' ? 'instanceDiskAttach' : 'instanceDiskDetach';
      const changed = await ctx.request(operation, {
        path: { instance },
        query: { project },
        body: { disk: selector },
      });
      ctx.out.note(
        `${verb === 'attach' ? 'Attached' : 'Detached'} disk ${changed.name} ${verb === 'attach' ? 'to' : 'from'} ${owner.name}`,
      );
      ctx.out.view(changed, diskFields(ctx, changed));
    },
  );
}

/** `rackctl disk …`: create, list, attach, detach and delete disks. */
export function registerDisk(program: Command, io: Io): void {
  const disk = noun(program, 'disk', 'Manage disks', [
    'rackctl disk list --project web',
    'rackctl disk create data-1 --project web --size 100GiB',
  ]);

  const list = withOptions(disk.command('list').description('List the disks of a project'), [
    projectOption(),
    ...listOptions(),
  ]);
  withExamples(list, ['rackctl disk list --project web', 'rackctl disk list -p web --all --json']);
  action<ListOptions & { project: string }>(list, io, async (ctx, _args, options) => {
    const { items, more } = await ctx.list('diskList', { query: { project: options.project } }, options);
    ctx.out.list(items, diskColumns(ctx), { empty: 'No disks', more });
  });

  const create = withOptions(
    disk
      .command('create')
      .description('Create a disk: blank, or from an image or a snapshot')
      .argument('<name>', 'name of the new disk', nameArg),
    [
      projectOption(),
      new Option('--size <size>', 'size, e.g. 100GiB').argParser(parseBytes).makeOptionMandatory(),
      descriptionOption('what the disk is for'),
      new Option('--image <image>', 'fill the disk from this image (name or id)').conflicts('snapshot'),
      new Option('--snapshot <snapshot>', 'fill the disk from this snapshot (name or id)'),
      new Option('--block-size <bytes>', 'block size of a blank disk: 512, 2048 or 4096')
        .default(4096)
        .argParser(blockSizeArg),
    ],
  );
  withExamples(create, [
    'rackctl disk create data-1 --project web --size 100GiB',
    'rackctl disk create restored --project web --size 20GiB --snapshot nightly',
    'rackctl disk create scratch --project web --size 10GiB --image debian-12',
  ]);
  action<CreateOptions>(create, io, async (ctx, [name = ''], options) => {
    const created = await ctx.request('diskCreate', {
      query: { project: options.project },
      body: {
        name,
        description: options.description ?? '',
        size: options.size,
        diskBackend: { type: 'distributed', diskSource: await diskSource(ctx, options) },
      },
    });
    ctx.out.note(`Created disk ${created.name}`);
    ctx.out.view(created, diskFields(ctx, created));
  });

  const view = withOptions(
    disk.command('view').description('Show a disk').argument('<disk>', 'disk name or id'),
    [projectOption()],
  );
  withExamples(view, ['rackctl disk view data-1 --project web']);
  action<{ project: string }>(view, io, async (ctx, [selector = ''], { project }) => {
    const found = await ctx.request('diskView', { path: { disk: selector }, query: { project } });
    ctx.out.view(found, diskFields(ctx, found));
  });

  registerDiskImport(disk, io, (ctx, imported) => ctx.out.view(imported, diskFields(ctx, imported)));
  registerAttachment(disk, io, 'attach');
  registerAttachment(disk, io, 'detach');

  const remove = withOptions(
    disk.command('delete').description('Delete a detached disk').argument('<disk>', 'disk name or id'),
    [projectOption()],
  );
  withExamples(remove, ['rackctl disk delete data-1 --project web']);
  action<{ project: string }>(remove, io, async (ctx, [selector = ''], { project }) => {
    const target = { path: { disk: selector }, query: { project } };
    const found = await ctx.request('diskView', target);
    requireState(diskCan.delete, found, found.state.state, `delete disk ${found.name}`);
    await ctx.request('diskDelete', target);
    ctx.out.note(`Deleted disk ${found.name}`);
  });
}
