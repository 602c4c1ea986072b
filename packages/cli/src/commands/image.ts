import type { Image } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import type { Io } from '../io';
import { ago, bytes, text, when } from '../output/format';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import { action, noun, withExamples } from './define';
import { isUuid, snapshotId } from './lookups';
import {
  descriptionOption,
  type ListOptions,
  listOptions,
  nameArg,
  optionalProjectOption,
  projectOption,
  withOptions,
} from './parse';

const imageColumns: Column<Image>[] = [
  { header: 'NAME', value: (image) => image.name },
  { header: 'OS', value: (image) => image.os },
  { header: 'VERSION', value: (image) => image.version },
  { header: 'SIZE', value: (image) => bytes(image.size) },
  { header: 'SCOPE', value: (image) => (image.projectId ? 'project' : 'silo') },
  { header: 'DESCRIPTION', value: (image) => image.description, flexible: true },
  { header: 'CREATED', value: (image) => ago(image.timeCreated) },
];

const imageFields = (image: Image): Fields => [
  ['Name', image.name],
  ['ID', image.id],
  ['OS', image.os],
  ['Version', image.version],
  ['Size', bytes(image.size)],
  ['Block size', String(image.blockSize)],
  ['Scope', image.projectId ? `project ${image.projectId}` : 'silo'],
  ['Digest', image.digest ? `${image.digest.type}:${image.digest.value}` : ''],
  ['Description', text(image.description)],
  ['Created', when(image.timeCreated)],
];

/** The lookup of an image: by id alone, or by name in a project or (without --project) among silo images. */
const imageTarget = (image: string, project: string | undefined) => ({
  path: { image },
  ...(project && !isUuid(image) ? { query: { project } } : {}),
});

/** `rackctl image …`: project and silo images, including promote and demote. */
export function registerImage(program: Command, io: Io): void {
  const image = noun(
    program,
    'image',
    'Manage images (project images, and silo images shared by every project)',
    [
      'rackctl image list',
      'rackctl image list --project web',
      'rackctl image promote debian-12 --project web',
    ],
  );

  const list = withOptions(
    image.command('list').description("List a project's images, or the silo's without --project"),
    [optionalProjectOption("list this project's images instead of the silo's"), ...listOptions()],
  );
  withExamples(list, ['rackctl image list', 'rackctl image list --project web --json']);
  action<ListOptions & { project?: string }>(list, io, async (ctx, _args, options) => {
    const query = options.project ? { project: options.project } : {};
    const { items, more } = await ctx.list('imageList', { query }, options);
    ctx.out.list(items, imageColumns, { empty: 'No images', more });
  });

  const create = withOptions(
    image
      .command('create')
      .description('Create a project image from a snapshot')
      .argument('<name>', 'name of the new image', nameArg),
    [
      projectOption(),
      new Option(
        '--snapshot <snapshot>',
        'snapshot to make the image from (name or id)',
      ).makeOptionMandatory(),
      new Option('--os <os>', 'operating system, e.g. debian').makeOptionMandatory(),
      new Option('--os-version <version>', 'operating system version, e.g. 12').makeOptionMandatory(),
      descriptionOption('what the image holds'),
    ],
  );
  withExamples(create, [
    'rackctl image create debian-12 --project web --snapshot golden --os debian --os-version 12',
  ]);
  action<{ project: string; snapshot: string; os: string; osVersion: string; description?: string }>(
    create,
    io,
    async (ctx, [name = ''], options) => {
      const id = await snapshotId(ctx, options.snapshot, options.project);
      const created = await ctx.request('imageCreate', {
        query: { project: options.project },
        body: {
          name,
          description: options.description ?? '',
          os: options.os,
          version: options.osVersion,
          source: { type: 'snapshot', id },
        },
      });
      ctx.out.note(`Created image ${created.name}`);
      ctx.out.view(created, imageFields(created));
    },
  );

  const view = withOptions(
    image.command('view').description('Show an image').argument('<image>', 'image name or id'),
    [optionalProjectOption('look the name up in this project (default: silo images)')],
  );
  withExamples(view, ['rackctl image view debian-12', 'rackctl image view debian-12 --project web']);
  action<{ project?: string }>(view, io, async (ctx, [selector = ''], { project }) => {
    const found = await ctx.request('imageView', imageTarget(selector, project));
    ctx.out.view(found, imageFields(found));
  });

  const promote = withOptions(
    image
      .command('promote')
      .description('Make a project image a silo image, usable by every project')
      .argument('<image>', 'image name or id'),
    [optionalProjectOption('project the image is in (needed for a name)')],
  );
  withExamples(promote, ['rackctl image promote debian-12 --project web']);
  action<{ project?: string }>(promote, io, async (ctx, [selector = ''], { project }) => {
    const promoted = await ctx.request('imagePromote', imageTarget(selector, project));
    ctx.out.note(`Promoted image ${promoted.name} to a silo image`);
    ctx.out.view(promoted, imageFields(promoted));
  });

  const demote = withOptions(
    image
      .command('demote')
      .description('Make a silo image a project image again')
      .argument('<image>', 'image name or id'),
    [projectOption()],
  );
  withExamples(demote, ['rackctl image demote debian-12 --project web']);
  action<{ project: string }>(demote, io, async (ctx, [selector = ''], { project }) => {
    const demoted = await ctx.request('imageDemote', { path: { image: selector }, query: { project } });
    ctx.out.note(`Demoted image ${demoted.name} to project ${project}`);
    ctx.out.view(demoted, imageFields(demoted));
  });

  const remove = withOptions(
    image.command('delete').description('Delete an image').argument('<image>', 'image name or id'),
    [optionalProjectOption('project the image is in (default: silo images)')],
  );
  withExamples(remove, ['rackctl image delete debian-12 --project web']);
  action<{ project?: string }>(remove, io, async (ctx, [selector = ''], { project }) => {
    await ctx.request('imageDelete', imageTarget(selector, project));
    ctx.out.note(`Deleted image ${selector}`);
  });
}
