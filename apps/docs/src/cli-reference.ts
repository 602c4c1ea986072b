import { posix } from 'node:path';
import { buildProgram, EXIT, examplesOf } from '@rackconsole/cli';
import type { Argument, Command, Help, Option } from 'commander';
import { type SidebarItem, text } from './api/pages';

/** One command of the `rackctl` tree, flattened for the reference pages. */
export interface CliCommand {
  /** The words that run it, e.g. `['rackctl', 'instance', 'start']`. */
  path: string[];
  /** The anchor of its section on its page. */
  id: string;
  command: Command;
}

/** The anchor of a command's section: `rackctl instance start` → `rackctl-instance-start`. */
export const commandId = (path: readonly string[]) => path.join('-');

/**
 * The page (source path under the site's content) that documents a command: `rackctl` itself and the exit codes
 * on the CLI page, each top-level command with everything under it on a page of its own (`cli/instance.md`).
 * One page of all ~500 commands was 1.2 MB and ~29,000 elements, slow to open and to search.
 */
export const commandPage = (path: readonly string[]) => (path.length < 2 ? 'cli.md' : `cli/${path[1]}.md`);

/** A Markdown link target from page `from` to a command's section. */
function linkTo(from: string, path: readonly string[]): string {
  const page = commandPage(path);
  const file = page === from ? '' : posix.relative(posix.dirname(from), page);
  return `${file.startsWith('.') || file === '' ? file : `./${file}`}#${commandId(path)}`;
}

// Commander adds an implicit `help [command]` to every group; it is described once on the page instead.
const ownSubcommands = (help: Help, command: Command) =>
  help.visibleCommands(command).filter((sub) => command.commands.includes(sub));

/** Every visible command of `rackctl`, depth first, generated from the CLI's own definitions. */
export function cliCommands(program: Command = buildProgram()): CliCommand[] {
  const commands: CliCommand[] = [];
  const walk = (command: Command, parent: string[]) => {
    const path = [...parent, command.name()];
    commands.push({ path, id: commandId(path), command });
    for (const sub of ownSubcommands(command.createHelp(), command)) walk(sub, path);
  };
  walk(program, []);
  return commands;
}

const EXIT_MEANINGS: Record<keyof typeof EXIT, string> = {
  ok: 'The command did what it was asked.',
  apiError: "The platform refused or failed the call, or the command's precondition does not hold.",
  usage: 'The command line is wrong: unknown command or option, missing or malformed argument.',
  authNeeded: 'No credentials for the host, or the platform rejected them.',
  timeout: 'The platform did not answer within `--timeout` seconds.',
};

const code = (value: string) => `\`${value.replaceAll('|', '\\|')}\``;

function argumentsTable(help: Help, args: readonly Argument[]): string[] {
  if (args.length === 0) return [];
  return [
    '**Arguments**',
    '',
    '| Argument | Required | Description |',
    '| --- | --- | --- |',
    ...args.map(
      (arg) =>
        `| ${code(help.argumentTerm(arg))} | ${arg.required ? 'yes' : 'no'} | ${text(help.argumentDescription(arg))} |`,
    ),
    '',
  ];
}

function optionsTable(help: Help, options: readonly Option[], heading: string): string[] {
  if (options.length === 0) return [];
  return [
    `**${heading}**`,
    '',
    '| Option | Description |',
    '| --- | --- |',
    ...options.map(
      (option) => `| ${code(help.optionTerm(option))} | ${text(help.optionDescription(option))} |`,
    ),
    '',
  ];
}

function subcommandsTable(help: Help, entry: CliCommand, page: string): string[] {
  const subs = ownSubcommands(help, entry.command);
  if (subs.length === 0) return [];
  return [
    '**Commands**',
    '',
    '| Command | Description |',
    '| --- | --- |',
    ...subs.map(
      (sub) =>
        `| [${code(help.subcommandTerm(sub))}](${linkTo(page, [...entry.path, sub.name()])}) | ${text(
          help.subcommandDescription(sub),
        )} |`,
    ),
    '',
  ];
}

/** A command's section; `level` is its heading's. */
function commandSection(entry: CliCommand, level: number): string[] {
  const { command, path, id } = entry;
  const help = command.createHelp();
  const examples = examplesOf(command);
  const page = commandPage(path);
  return [
    `${'#'.repeat(level)} ${path.join(' ')} {#${id}}`,
    '',
    text(help.commandDescription(command)),
    '',
    '```text',
    help.commandUsage(command),
    '```',
    '',
    ...argumentsTable(help, help.visibleArguments(command)),
    ...optionsTable(help, help.visibleOptions(command), path.length === 1 ? 'Global options' : 'Options'),
    ...subcommandsTable(help, entry, page),
    ...(examples.length > 0 ? ['**Examples**', '', '```sh', ...examples, '```', ''] : []),
  ];
}

/**
 * The generated part of the CLI page: `rackctl` with its global options and its commands, each linking to its own
 * page, and the exit codes.
 */
export function cliReferenceMarkdown(program: Command = buildProgram()): string {
  const exitRows = (Object.keys(EXIT) as (keyof typeof EXIT)[]).map(
    (name) => `| ${code(String(EXIT[name]))} | ${text(EXIT_MEANINGS[name])} |`,
  );
  const [root] = cliCommands(program);
  return [
    '## Commands',
    '',
    'Generated from `rackctl`’s own command definitions, each command on a page of its own. Every command also ' +
      'takes the [global options](#rackctl), and `--help` (or `rackctl help <command>`) prints the same help in ' +
      'the terminal.',
    '',
    ...(root ? commandSection(root, 3) : []),
    '## Exit codes',
    '',
    '| Code | Meaning |',
    '| --- | --- |',
    ...exitRows,
    '',
  ].join('\n');
}

/** The pages of the top-level commands (`cli/instance.md`, …): each with everything under it, in the tree's order. */
export function cliCommandPages(program: Command = buildProgram()): [string, string][] {
  const byPage = new Map<string, CliCommand[]>();
  for (const entry of cliCommands(program).slice(1)) {
    const page = commandPage(entry.path);
    byPage.set(page, [...(byPage.get(page) ?? []), entry]);
  }
  return [...byPage].map(([page, [top, ...under]]) => [
    page,
    [
      // The top-level command is the page's title; what is under it, h2 and h3, the page's outline.
      ...(top ? commandSection(top, 1) : []),
      'Every command takes the [global options](../cli.md#rackctl) too; see also the [exit codes](../cli.md#exit-codes).',
      '',
      ...under.flatMap((entry) => commandSection(entry, entry.path.length - 1)),
    ].join('\n'),
  ]);
}

/** The sidebar of the command pages: the CLI page, then every top-level command. */
export function cliSidebar(program: Command = buildProgram()): Record<string, SidebarItem[]> {
  const tops = cliCommands(program).filter((entry) => entry.path.length === 2);
  return {
    '/cli/': [
      { text: 'CLI (rackctl)', link: '/cli' },
      {
        text: 'Commands',
        items: tops.map(({ path }) => ({
          text: path.join(' '),
          link: `/${commandPage(path).replace(/\.md$/, '')}`,
        })),
      },
    ],
  };
}
