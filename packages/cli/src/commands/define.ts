import type { Command } from 'commander';
import type { Io } from '../io';
import { Context, type GlobalOptions } from './context';

const examples = new WeakMap<Command, readonly string[]>();

/** Adds an 'Examples:' section to a command's help; the lines are also kept for the docs site. */
export function withExamples(command: Command, lines: readonly string[]): Command {
  examples.set(command, lines);
  command.addHelpText('after', `\nExamples:\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
  return command;
}

/** The example lines of a command's help (empty when it has none). */
export function examplesOf(command: Command): readonly string[] {
  return examples.get(command) ?? [];
}

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
  });
}

const operationIds = new WeakMap<Command, readonly string[]>();

/** Records the operations (operationIds) a command calls, for `rackctl docs` and the coverage test. */
export function calls(command: Command, ...ids: readonly string[]): Command {
  operationIds.set(command, [...(operationIds.get(command) ?? []), ...ids]);
  return command;
}

/** The operationIds a command calls (empty for a group or a command that calls none). */
export function callsOf(command: Command): readonly string[] {
  return operationIds.get(command) ?? [];
}
