import type { FloatingIp } from '@rackconsole/sdk';
import type { Command } from 'commander';
import type { Io } from '../io';
import { instanceOption, projectOption } from './parse';
import { registerItemAction, registerResource } from './resource';
import { RESOURCES } from './resources';

/** `attach NAME --instance I` and `detach NAME`: floating IPs move between instances at will. */
function registerAttachment(floating: Command, io: Io): void {
  registerItemAction<FloatingIp, { project: string; instance: string }>(floating, io, RESOURCES.floatingIp, {
    verb: 'attach',
    operation: 'floatingIpAttach',
    description: 'Attach a floating IP to an instance',
    examples: ['rackctl floating-ip attach edge --instance web-1 --project web'],
    options: () => [projectOption(), instanceOption()],
    run: async (ctx, selector, { project, instance }) => {
      const attached = await ctx.request('floatingIpAttach', {
        path: { floatingIp: selector },
        query: { project },
        body: { kind: 'instance', parent: instance },
      });
      return { item: attached, note: `Attached floating IP ${attached.name} to ${instance}` };
    },
  });
  registerItemAction<FloatingIp, { project: string }>(floating, io, RESOURCES.floatingIp, {
    verb: 'detach',
    operation: 'floatingIpDetach',
    description: 'Detach a floating IP from its instance',
    examples: ['rackctl floating-ip detach edge --project web'],
    options: () => [projectOption()],
    run: async (ctx, selector, { project }) => {
      const detached = await ctx.request('floatingIpDetach', {
        path: { floatingIp: selector },
        query: { project },
      });
      return { item: detached, note: `Detached floating IP ${detached.name}` };
    },
  });
}

/** `rackctl floating-ip …`: addresses that outlive instances, attached and detached at will. */
export function registerFloatingIp(program: Command, io: Io): void {
  registerResource(program, io, RESOURCES.floatingIp, { more: registerAttachment });
}
