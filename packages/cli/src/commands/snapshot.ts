import { diskCan } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import type { Io } from '../io';
import { action, withExamples } from './define';
import { descriptionOption, nameArg, projectOption, withOptions } from './parse';
import { registerResource } from './resource';
import { RESOURCES } from './resources';
import { requireState } from './rules';

/** `rackctl snapshot …`: snapshots of disks. */
export function registerSnapshot(program: Command, io: Io): void {
  registerResource(program, io, RESOURCES.snapshot, { create: registerCreate });
}

function registerCreate(snapshot: Command, io: Io): void {
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
      ctx.out.view(created, RESOURCES.snapshot.fields(ctx, created));
    },
  );
}
