import type { Command, Option } from 'commander';
import { OPERATIONS } from '../generated/operations';
import type { Io } from '../io';
import { VERSION } from '../version';
import { action, callsOf, examplesOf, withExamples } from './define';
import type { GeneratedOperation } from './operations/operation';
import { isGenerated } from './operations/register';

/** One option of a command in `rackctl docs`. */
interface DocsArg {
  long?: string;
  short?: string;
  /** The values it accepts, when it names them. */
  values?: readonly string[];
  help: string;
}

/** One command of `rackctl docs`: its options, the operations it calls and its subcommands. */
export interface DocsCommand {
  name: string;
  version?: string;
  about: string;
  args: DocsArg[];
  /** The operationIds of the API the command calls. */
  operations: readonly string[];
  subcommands: DocsCommand[];
}

const argOf = (option: Option): DocsArg => ({
  ...(option.long ? { long: option.long.replace(/^--/, '') } : {}),
  ...(option.short ? { short: option.short.replace(/^-/, '') } : {}),
  ...(option.argChoices ? { values: option.argChoices } : {}),
  help: option.description,
});

/** The command tree from `command` down, as `rackctl docs --format json` prints it. */
export function docsTree(command: Command, version?: string): DocsCommand {
  return {
    name: command.name(),
    ...(version ? { version } : {}),
    about: command.description(),
    args: command.options.filter((option) => !option.hidden).map(argOf),
    operations: callsOf(command),
    subcommands: command.commands
      .map((child) => docsTree(child))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** Every command of the tree with its words, depth first. */
export function allCommands(
  node: DocsCommand,
  parent: readonly string[] = [],
): { words: string[]; node: DocsCommand }[] {
  const words = [...parent, node.name];
  return [{ words, node }, ...node.subcommands.flatMap((child) => allCommands(child, words))];
}

/** `rackctl docs`: the whole command tree with each command's flags and operations (JSON with --format json). */
export function registerDocs(program: Command, io: Io): void {
  const command = program
    .command('docs')
    .description(
      'Print every command with its flags and the API operations it calls (--format json for tools)',
    );
  withExamples(command, [
    'rackctl docs --format json',
    "rackctl docs --format json | jq '.subcommands[].name'",
  ]);
  action(command, io, async (ctx) => {
    const tree = docsTree(program, VERSION);
    if (ctx.out.json) {
      ctx.out.wire(tree);
      return;
    }
    for (const { words, node } of allCommands(tree).slice(1)) {
      const operations = node.operations.length > 0 ? `  [${node.operations.join(', ')}]` : '';
      ctx.io.stdout.write(`${words.join(' ')}  ${node.about}${operations}\n`);
    }
  });
}

/** The command that calls an operation, as the docs show it. */
export interface OperationCommand {
  /** The words that run it (`['rackctl', 'instance', 'start']`). */
  words: string[];
  /** Its first help example. */
  example: string;
  /** The generated command's flags and body, when the command was generated from the operation. */
  generated?: GeneratedOperation;
}

/**
 * The command calling an operation: the one generated from it, or the hand-written command that took its
 * words (the first that names it).
 */
export function commandCalling(program: Command, operationId: string): OperationCommand | undefined {
  const walk = (command: Command): Command[] => [command, ...command.commands.flatMap(walk)];
  const callers = walk(program).filter((command) => callsOf(command).includes(operationId));
  const command = callers.find(isGenerated) ?? callers[0];
  if (!command) return undefined;
  const words: string[] = [];
  for (let at: Command | null = command; at; at = at.parent) words.unshift(at.name());
  const generated = isGenerated(command)
    ? OPERATIONS.find((operation) => operation.id === operationId)
    : undefined;
  return { words, example: examplesOf(command)[0] ?? words.join(' '), ...(generated ? { generated } : {}) };
}
