import { type Disk, diskCan, instanceCan } from '@rackconsole/sdk';
import type { Command } from 'commander';
import type { Io } from '../io';
import { registerDiskImport } from './disk-import';
import { instanceOption, projectOption } from './parse';
import { registerItemAction, registerResource } from './resource';
import { RESOURCES } from './resources';
import { requireState } from './rules';

/** `rackctl disk attach|detach`: both sides' state tables are checked before the call. */
function registerAttachment(disk: Command, io: Io, verb: 'attach' | 'detach'): void {
  registerItemAction<Disk, { project: string; instance: string }>(disk, io, RESOURCES.disk, {
    verb,
    operation: verb === 'attach' ? 'instanceDiskAttach' : 'instanceDiskDetach',
    description:
      verb === 'attach'
        ? 'Attach a detached disk to a stopped instance'
        : 'Detach a disk from a stopped instance',
    examples: [`rackctl disk ${verb} data-1 --instance db-1 --project web`],
    options: () => [projectOption(), instanceOption()],
    run: async (ctx, selector, { project, instance }) => {
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
      return {
        item: changed,
        note: `${verb === 'attach' ? 'Attached' : 'Detached'} disk ${changed.name} ${verb === 'attach' ? 'to' : 'from'} ${owner.name}`,
      };
    },
  });
}

/** `rackctl disk …`: create, list, attach, detach and delete disks. */
export function registerDisk(program: Command, io: Io): void {
  const { fields } = RESOURCES.disk;
  registerResource(program, io, RESOURCES.disk, {
    more: (disk) => {
      registerDiskImport(disk, io, (ctx, imported) => ctx.out.view(imported, fields(ctx, imported)));
      registerAttachment(disk, io, 'attach');
      registerAttachment(disk, io, 'detach');
    },
  });
}
