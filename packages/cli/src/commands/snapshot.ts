import { diskCan, type Snapshot } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import type { Io } from '../io';
import { ago, bytes, stateStyle, text, when } from '../output/format';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import type { Context } from './context';
import { action, noun, withExamples } from './define';
import {
  descriptionOption,
  type ListOptions,
  listOptions,
  nameArg,
  projectOption,
  withOptions,
} from './parse';
import { requireState } from './rules';

function snapshotColumns(ctx: Context): Column<Snapshot>[] {
  const state = stateStyle(ctx.out.style);
  return [
    { header: 'NAME', value: (snapshot) => snapshot.name },
    { header: 'STATE', value: (snapshot) => snapshot.state, style: (cell) => state(cell) },
    { header: 'SIZE', value: (snapshot) => bytes(snapshot.size) },
    { header: 'DESCRIPTION', value: (snapshot) => snapshot.description, flexible: true },
    { header: 'CREATED', value: (snapshot) => ago(snapshot.timeCreated) },
  ];
}

const snapshotFields = (ctx: Context, snapshot: Snapshot): Fields => [
  ['Name', snapshot.name],
  ['ID', snapshot.id],
  ['State', stateStyle(ctx.out.style)(snapshot.state)],
  ['Size', bytes(snapshot.size)],
  ['Disk', snapshot.diskId],
  ['Description', text(snapshot.description)],
  ['Created', when(snapshot.timeCreated)],
];

/** `rackctl snapshot …`: snapshots of disks. */
export function registerSnapshot(program: Command, io: Io): void {
  const snapshot = noun(program, 'snapshot', 'Manage disk snapshots', [
    'rackctl snapshot list --project web',
    'rackctl snapshot create nightly --disk data-1 --project web',
  ]);

  const list = withOptions(snapshot.command('list').description('List the snapshots of a project'), [
    projectOption(),
    ...listOptions(),
  ]);
  withExamples(list, ['rackctl snapshot list --project web']);
  action<ListOptions & { project: string }>(list, io, async (ctx, _args, options) => {
    const { items, more } = await ctx.list('snapshotList', { query: { project: options.project } }, options);
    ctx.out.list(items, snapshotColumns(ctx), { empty: 'No snapshots', more });
  });

  const create = withOptions(
    snapshot
      .command('create')
      .description('Snapshot a disk')
      .argument('<name>', 'name of the new snapshot', nameArg),
    [
      projectOption(),
      new Option('--disk <disk>', 'disk to snapshot (name or id)').makeOptionMandatory(),
      descriptionOption('what the snapshot is of'),
    ],
  );
  withExamples(create, [
    'rackctl snapshot create nightly --disk data-1 --project web -d "Before the upgrade"',
  ]);
  action<{ project: string; disk: string; description?: string }>(
    create,
    io,
    async (ctx, [name = ''], options) => {
      const disk = await ctx.request('diskView', {
        path: { disk: options.disk },
        query: { project: options.project },
      });
      requireState(diskCan.snapshot, disk, disk.state.state, `snapshot disk ${disk.name}`);
      const created = await ctx.request('snapshotCreate', {
        query: { project: options.project },
        body: { name, description: options.description ?? '', disk: options.disk },
      });
      ctx.out.note(`Created snapshot ${created.name}`);
      ctx.out.view(created, snapshotFields(ctx, created));
    },
  );

  const view = withOptions(
    snapshot.command('view').description('Show a snapshot').argument('<snapshot>', 'snapshot name or id'),
    [projectOption()],
  );
  withExamples(view, ['rackctl snapshot view nightly --project web']);
  action<{ project: string }>(view, io, async (ctx, [selector = ''], { project }) => {
    const found = await ctx.request('snapshotView', { path: { snapshot: selector }, query: { project } });
    ctx.out.view(found, snapshotFields(ctx, found));
  });

  const remove = withOptions(
    snapshot.command('delete').description('Delete a snapshot').argument('<snapshot>', 'snapshot name or id'),
    [projectOption()],
  );
  withExamples(remove, ['rackctl snapshot delete nightly --project web']);
  action<{ project: string }>(remove, io, async (ctx, [selector = ''], { project }) => {
    await ctx.request('snapshotDelete', { path: { snapshot: selector }, query: { project } });
    ctx.out.note(`Deleted snapshot ${selector}`);
  });
}
