import type { Command } from 'commander';
import { Option } from 'commander';
import type { Io } from '../io';
import { action, withExamples } from './define';
import { projectOption, withOptions } from './parse';
import { registerResource } from './resource';
import { RESOURCES } from './resources';

const { fields } = RESOURCES.externalSubnet;

/** `attach NAME --instance I` and `detach NAME`: which instance an external subnet routes to. */
function registerAttachment(subnet: Command, io: Io): void {
  const attach = withOptions(
    subnet
      .command('attach')
      .description('Attach an external subnet to an instance')
      .argument('<external-subnet>', 'external subnet name or id'),
    [projectOption(), new Option('--instance <instance>', 'instance name or id').makeOptionMandatory()],
  );
  withExamples(attach, ['rackctl external-subnet attach edge --project web --instance web-1']);
  action<{ project: string; instance: string }>(
    attach,
    io,
    async (ctx, [selector = ''], { project, instance }) => {
      const attached = await ctx.request('externalSubnetAttach', {
        path: { externalSubnet: selector },
        query: { project },
        body: { instance },
      });
      ctx.out.note(`Attached external subnet ${attached.name} to ${instance}`);
      ctx.out.view(attached, fields(ctx, attached));
    },
  );

  const detach = withOptions(
    subnet
      .command('detach')
      .description('Detach an external subnet from its instance')
      .argument('<external-subnet>', 'external subnet name or id'),
    [projectOption()],
  );
  withExamples(detach, ['rackctl external-subnet detach edge --project web']);
  action<{ project: string }>(detach, io, async (ctx, [selector = ''], { project }) => {
    const detached = await ctx.request('externalSubnetDetach', {
      path: { externalSubnet: selector },
      query: { project },
    });
    ctx.out.note(`Detached external subnet ${detached.name}`);
    ctx.out.view(detached, fields(ctx, detached));
  });
}

/** `rackctl external-subnet …`: a project's external subnets, allocated from subnet pools. */
export function registerExternalSubnet(program: Command, io: Io): void {
  registerResource(program, io, RESOURCES.externalSubnet, registerAttachment);
}
