import {
  type Disk,
  type DiskSource,
  diskCan,
  type Image,
  type Instance,
  instanceCan,
  type Snapshot,
} from '@rackconsole/sdk';
import { Option } from 'commander';
import { identityColumns, identityFields, stateColumn } from '../../output/columns';
import { ago, bytes, stateStyle, text } from '../../output/format';
import type { Context } from '../context';
import { findImage, isUuid, snapshotId } from '../lookups';
import {
  type BlockSize,
  blockSizeArg,
  descriptionOption,
  optionalProjectOption,
  parseBytes,
  projectOption,
} from '../parse';
import { creates, named, type Resource, type Scope } from '../resource';
import { requireState } from '../rules';
import { projectScope } from './project';

// The resource table's rows for instances, disks, snapshots and images (projects have their own module).

/** Instances: list, view and delete come from the row; create, power and serial are written by hand. */
export const instance: Resource<Instance> = {
  noun: 'instance',
  title: 'instance',
  description: 'Manage instances',
  examples: [
    'rackctl instance list --project web',
    'rackctl instance create web-1 --project web --ncpus 2 --memory 4GiB --image ubuntu-24-04',
    'rackctl instance start web-1 --project web --wait',
    'rackctl instance serial web-1 --project web',
  ],
  scope: projectScope,
  columns: (ctx) =>
    identityColumns(
      stateColumn(ctx.out.style, (item) => item.runState),
      { header: 'CPUS', value: (item) => String(item.ncpus) },
      { header: 'MEMORY', value: (item) => bytes(item.memory) },
      { header: 'HOSTNAME', value: (item) => item.hostname },
    ),
  fields: (ctx, item) =>
    identityFields(item, [
      ['State', `${stateStyle(ctx.out.style)(item.runState)} (since ${ago(item.timeRunStateUpdated)})`],
      ['vCPUs', String(item.ncpus)],
      ['Memory', bytes(item.memory)],
      ['Hostname', item.hostname],
      ['Boot disk', text(item.bootDiskId)],
      ['Auto restart', item.autoRestartEnabled ? 'enabled' : 'disabled'],
    ]),
  list: {
    operation: 'instanceList',
    description: 'List the instances of a project',
    examples: ['rackctl instance list --project web', 'rackctl instance list -p web --json'],
    empty: 'No instances',
  },
  view: {
    operation: 'instanceView',
    description: 'Show an instance',
    examples: ['rackctl instance view web-1 --project web', 'rackctl instance view web-1 -p web --json'],
  },
  delete: {
    operation: 'instanceDelete',
    description: 'Delete a stopped instance (its disks are detached and kept)',
    examples: ['rackctl instance delete web-1 --project web'],
    check: (found) =>
      requireState(instanceCan.delete, found, found.runState, `delete instance ${found.name}`),
  },
};

/** The instance a disk is attached to (or being attached to or detached from), if any. */
const attachedTo = (item: Disk) => ('instance' in item.state ? item.state.instance : '');

interface DiskCreateOptions {
  project: string;
  size: number;
  description?: string;
  image?: string;
  snapshot?: string;
  blockSize: BlockSize;
}

async function diskSource(ctx: Context, options: DiskCreateOptions): Promise<DiskSource> {
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

export const disk: Resource<Disk> = {
  noun: 'disk',
  title: 'disk',
  description: 'Manage disks',
  examples: ['rackctl disk list --project web', 'rackctl disk create data-1 --project web --size 100GiB'],
  scope: projectScope,
  columns: (ctx) =>
    identityColumns(
      stateColumn(ctx.out.style, (item) => item.state.state),
      { header: 'SIZE', value: (item) => bytes(item.size) },
      { header: 'INSTANCE', value: attachedTo },
    ),
  fields: (ctx, item) =>
    identityFields(item, [
      ['State', stateStyle(ctx.out.style)(item.state.state)],
      ['Instance', attachedTo(item)],
      ['Size', bytes(item.size)],
      ['Block size', String(item.blockSize)],
      ['Type', item.diskType],
      ['Read only', item.readOnly ? 'yes' : 'no'],
      ['Image', text(item.imageId)],
      ['Snapshot', text(item.snapshotId)],
      ['Device path', item.devicePath],
    ]),
  list: {
    operation: 'diskList',
    description: 'List the disks of a project',
    examples: ['rackctl disk list --project web', 'rackctl disk list -p web --all --json'],
    empty: 'No disks',
  },
  create: creates<'diskCreate', DiskCreateOptions>({
    operation: 'diskCreate',
    description: 'Create a disk: blank, or from an image or a snapshot',
    examples: [
      'rackctl disk create data-1 --project web --size 100GiB',
      'rackctl disk create restored --project web --size 20GiB --snapshot nightly',
      'rackctl disk create scratch --project web --size 10GiB --image debian-12',
    ],
    name: 'name of the new disk',
    options: () => [
      new Option('--size <size>', 'size, e.g. 100GiB').argParser(parseBytes).makeOptionMandatory(),
      descriptionOption('what the disk is for'),
      new Option('--image <image>', 'fill the disk from this image (name or id)').conflicts('snapshot'),
      new Option('--snapshot <snapshot>', 'fill the disk from this snapshot (name or id)'),
      new Option('--block-size <bytes>', 'block size of a blank disk: 512, 2048 or 4096')
        .default(4096)
        .argParser(blockSizeArg),
    ],
    body: async (ctx, name, options) => ({
      ...named(name, options),
      size: options.size,
      diskBackend: { type: 'distributed', diskSource: await diskSource(ctx, options) },
    }),
  }),
  view: {
    operation: 'diskView',
    description: 'Show a disk',
    examples: ['rackctl disk view data-1 --project web'],
  },
  delete: {
    operation: 'diskDelete',
    description: 'Delete a detached disk',
    examples: ['rackctl disk delete data-1 --project web'],
    check: (found) => requireState(diskCan.delete, found, found.state.state, `delete disk ${found.name}`),
  },
};

export const snapshot: Resource<Snapshot> = {
  noun: 'snapshot',
  title: 'snapshot',
  description: 'Manage disk snapshots',
  examples: [
    'rackctl snapshot list --project web',
    'rackctl snapshot create nightly --disk data-1 --project web',
  ],
  scope: projectScope,
  columns: (ctx) =>
    identityColumns(
      stateColumn(ctx.out.style, (item) => item.state),
      { header: 'SIZE', value: (item) => bytes(item.size) },
    ),
  fields: (ctx, item) =>
    identityFields(item, [
      ['State', stateStyle(ctx.out.style)(item.state)],
      ['Size', bytes(item.size)],
      ['Disk', item.diskId],
    ]),
  list: {
    operation: 'snapshotList',
    description: 'List the snapshots of a project',
    examples: ['rackctl snapshot list --project web'],
    empty: 'No snapshots',
  },
  create: creates<'snapshotCreate', { project: string; disk: string; description?: string }>({
    operation: 'snapshotCreate',
    description: 'Snapshot a disk',
    examples: ['rackctl snapshot create nightly --disk data-1 --project web -d "Before the upgrade"'],
    name: 'name of the new snapshot',
    options: () => [
      new Option('--disk <disk>', 'disk to snapshot (name or id)').makeOptionMandatory(),
      descriptionOption('what the snapshot is of'),
    ],
    body: async (ctx, name, options) => {
      const found = await ctx.request('diskView', {
        path: { disk: options.disk },
        query: { project: options.project },
      });
      requireState(diskCan.snapshot, found, found.state.state, `snapshot disk ${found.name}`);
      return { ...named(name, options), disk: options.disk };
    },
  }),
  view: {
    operation: 'snapshotView',
    description: 'Show a snapshot',
    examples: ['rackctl snapshot view nightly --project web'],
  },
  delete: {
    operation: 'snapshotDelete',
    description: 'Delete a snapshot',
    examples: ['rackctl snapshot delete nightly --project web'],
  },
};

/** The query naming an image: its project, for a name given with --project (an id needs none). */
const imageQuery = (project: string | undefined, image: string) =>
  project && !isUuid(image) ? { project } : undefined;

/** The path and query of one image, for the verbs written by hand. */
export function imageTarget(image: string, project: string | undefined) {
  const query = imageQuery(project, image);
  return { path: { image }, ...(query ? { query } : {}) };
}

/**
 * Images live in a project or (without --project) in the silo; an id needs no project, so a name alone is
 * looked up in the project given.
 */
const imageScope: Scope = {
  options: (verb) => {
    if (verb === 'create') return [projectOption()];
    if (verb === 'list') return [optionalProjectOption("list this project's images instead of the silo's")];
    if (verb === 'view')
      return [optionalProjectOption('look the name up in this project (default: silo images)')];
    return [optionalProjectOption('project the image is in (default: silo images)')];
  },
  query: ({ project }, selector) =>
    selector === undefined
      ? project
        ? { project }
        : {}
      : imageQuery(project as string | undefined, selector),
};

export const image: Resource<Image> = {
  noun: 'image',
  title: 'image',
  description: 'Manage images (project images, and silo images shared by every project)',
  examples: [
    'rackctl image list',
    'rackctl image list --project web',
    'rackctl image promote debian-12 --project web',
  ],
  scope: imageScope,
  columns: () =>
    identityColumns(
      { header: 'OS', value: (item) => item.os },
      { header: 'VERSION', value: (item) => item.version },
      { header: 'SIZE', value: (item) => bytes(item.size) },
      { header: 'SCOPE', value: (item) => (item.projectId ? 'project' : 'silo') },
    ),
  fields: (_ctx, item) =>
    identityFields(item, [
      ['OS', item.os],
      ['Version', item.version],
      ['Size', bytes(item.size)],
      ['Block size', String(item.blockSize)],
      ['Scope', item.projectId ? `project ${item.projectId}` : 'silo'],
      ['Digest', item.digest ? `${item.digest.type}:${item.digest.value}` : ''],
    ]),
  list: {
    operation: 'imageList',
    description: "List a project's images, or the silo's without --project",
    examples: ['rackctl image list', 'rackctl image list --project web --json'],
    empty: 'No images',
  },
  create: creates<
    'imageCreate',
    { project: string; snapshot: string; os: string; osVersion: string; description?: string }
  >({
    operation: 'imageCreate',
    description: 'Create a project image from a snapshot',
    examples: ['rackctl image create debian-12 --project web --snapshot golden --os debian --os-version 12'],
    name: 'name of the new image',
    options: () => [
      new Option(
        '--snapshot <snapshot>',
        'snapshot to make the image from (name or id)',
      ).makeOptionMandatory(),
      new Option('--os <os>', 'operating system, e.g. debian').makeOptionMandatory(),
      new Option('--os-version <version>', 'operating system version, e.g. 12').makeOptionMandatory(),
      descriptionOption('what the image holds'),
    ],
    body: async (ctx, name, options) => ({
      ...named(name, options),
      os: options.os,
      version: options.osVersion,
      source: { type: 'snapshot', id: await snapshotId(ctx, options.snapshot, options.project) },
    }),
  }),
  view: {
    operation: 'imageView',
    description: 'Show an image',
    examples: ['rackctl image view debian-12', 'rackctl image view debian-12 --project web'],
  },
  delete: {
    operation: 'imageDelete',
    description: 'Delete an image',
    examples: ['rackctl image delete debian-12 --project web'],
  },
};
