import type { Command } from 'commander';
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

/** Sets a command's action to a handler that gets a Context built from the command's global options. */
export function action<Options>(command: Command, io: Io, handler: Handler<Options>): Command {
  return command.action(async (...received: unknown[]) => {
    const self = received[received.length - 1] as Command;
    const ctx = new Context(io, self.optsWithGlobals<GlobalOptions>());
    await ctx.out.prepare();
    await handler(ctx, self.processedArgs as string[], self.opts() as Options);
    await ctx.out.finish();
  });
}
