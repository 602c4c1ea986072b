import type { Command } from 'commander';
import { UsageError } from '../errors';
import type { Io } from '../io';
import { withExamples } from './annotations';
import { Context, type GlobalOptions } from './context';

export { calls, callsOf, examplesOf, withExamples } from './annotations';

/** A command group (`rackctl instance …`): a noun whose verbs are its subcommands. */
export function noun(parent: Command, name: string, description: string, lines: readonly string[]): Command {
  return withExamples(parent.command(name).description(description), lines);
}

/** The handler of a leaf command: its context, positional arguments (in order) and options. */
export type Handler<Options> = (ctx: Context, args: string[], options: Options) => Promise<void>;

/** Commands that can print `--format terraform` (the `view` of what the provider manages); the others refuse it. */
export const printsTerraform = new WeakSet<Command>();

/** Sets a command's action to a handler that gets a Context built from the command's global options. */
export function action<Options>(command: Command, io: Io, handler: Handler<Options>): Command {
  return command.action(async (...received: unknown[]) => {
    const self = received[received.length - 1] as Command;
    const globals = self.optsWithGlobals<GlobalOptions>();
    if (globals.format === 'terraform' && !printsTerraform.has(self)) {
      throw new UsageError(
        '--format terraform is for the view commands of what the Terraform provider manages (a project and its resources, silos, pools, identity providers, address lots, switch port settings, SSH keys); see also `rackctl export terraform`.',
      );
    }
    const ctx = new Context(io, globals);
    await ctx.out.prepare();
    await handler(ctx, self.processedArgs as string[], self.opts() as Options);
    await ctx.out.finish();
  });
}
