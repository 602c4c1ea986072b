import type { ExternalSubnet } from '@rackconsole/sdk';
import type { Command } from 'commander';
import type { Io } from '../io';
import { instanceOption, projectOption } from './parse';
import { registerItemAction, registerResource } from './resource';
import { RESOURCES } from './resources';

/** `attach NAME --instance I` and `detach NAME`: which instance an external subnet routes to. */
function registerAttachment(subnet: Command, io: Io): void {
  registerItemAction<ExternalSubnet, { project: string; instance: string }>(
    subnet,
    io,
    RESOURCES.externalSubnet,
    {
      verb: 'attach',
      operation: 'externalSubnetAttach',
      description: 'Attach an external subnet to an instance',
      examples: ['rackctl external-subnet attach edge --project web --instance web-1'],
      options: () => [projectOption(), instanceOption()],
      run: async (ctx, selector, { project, instance }) => {
        const attached = await ctx.request('externalSubnetAttach', {
          path: { externalSubnet: selector },
          query: { project },
          body: { instance },
        });
        return { item: attached, note: `Attached external subnet ${attached.name} to ${instance}` };
      },
    },
  );
  registerItemAction<ExternalSubnet, { project: string }>(subnet, io, RESOURCES.externalSubnet, {
    verb: 'detach',
    operation: 'externalSubnetDetach',
    description: 'Detach an external subnet from its instance',
    examples: ['rackctl external-subnet detach edge --project web'],
    options: () => [projectOption()],
    run: async (ctx, selector, { project }) => {
      const detached = await ctx.request('externalSubnetDetach', {
        path: { externalSubnet: selector },
        query: { project },
      });
      return { item: detached, note: `Detached external subnet ${detached.name}` };
    },
  });
}

/** `rackctl external-subnet …`: a project's external subnets, allocated from subnet pools. */
export function registerExternalSubnet(program: Command, io: Io): void {
  registerResource(program, io, RESOURCES.externalSubnet, { more: registerAttachment });
}
