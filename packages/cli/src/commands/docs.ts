import type { Command, Option } from 'commander';
import type { Io } from '../io';
import { action, callsOf, withExamples } from './define';

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
export function registerDocs(program: Command, io: Io, version: string): void {
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
    const tree = docsTree(program, version);
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
