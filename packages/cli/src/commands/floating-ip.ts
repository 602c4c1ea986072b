import { type Command, Option } from 'commander';
import type { Io } from '../io';
import { action, withExamples } from './define';
import { projectOption, withOptions } from './parse';
import { registerResource } from './resource';
import { RESOURCES } from './resources';

const { fields } = RESOURCES.floatingIp;

/** `attach NAME --instance I` and `detach NAME`: floating IPs move between instances at will. */
function registerAttachment(floating: Command, io: Io): void {
  const attach = withOptions(
    floating
      .command('attach')
      .description('Attach a floating IP to an instance')
      .argument('<floating-ip>', 'floating IP name or id'),
    [projectOption(), new Option('--instance <instance>', 'instance name or id').makeOptionMandatory()],
  );
  withExamples(attach, ['rackctl floating-ip attach edge --instance web-1 --project web']);
  action<{ project: string; instance: string }>(
    attach,
    io,
    async (ctx, [selector = ''], { project, instance }) => {
      const attached = await ctx.request('floatingIpAttach', {
        path: { floatingIp: selector },
        query: { project },
        body: { kind: 'instance', parent: instance },
      });
      ctx.out.note(`Attached floating IP ${attached.name} to ${instance}`);
      ctx.out.view(attached, fields(ctx, attached));
    },
  );

  const detach = withOptions(
    floating
      .command('detach')
      .description('Detach a floating IP from its instance')
      .argument('<floating-ip>', 'floating IP name or id'),
    [projectOption()],
  );
  withExamples(detach, ['rackctl floating-ip detach edge --project web']);
  action<{ project: string }>(detach, io, async (ctx, [selector = ''], { project }) => {
    const detached = await ctx.request('floatingIpDetach', {
      path: { floatingIp: selector },
      query: { project },
    });
    ctx.out.note(`Detached floating IP ${detached.name}`);
    ctx.out.view(detached, fields(ctx, detached));
  });
}

/** `rackctl floating-ip …`: addresses that outlive instances, attached and detached at will. */
export function registerFloatingIp(program: Command, io: Io): void {
  registerResource(program, io, RESOURCES.floatingIp, registerAttachment);
}
