import type { Command } from 'commander';

// What a command carries beside commander's own definition: its help examples and the API operations it calls.
// Kept apart from define.ts so the root program's help loads no command code.

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
