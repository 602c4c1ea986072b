import { buildProgram, EXIT, examplesOf } from '@rackconsole/cli';
import type { Argument, Command, Help, Option } from 'commander';
import { text } from './api/pages';

/** One command of the `rackctl` tree, flattened for the reference page. */
export interface CliCommand {
  /** The words that run it, e.g. `['rackctl', 'instance', 'start']`. */
  path: string[];
  /** The anchor of its section on the CLI page. */
  id: string;
  command: Command;
}

/** The anchor of a command's section: `rackctl instance start` → `rackctl-instance-start`. */
export const commandId = (path: readonly string[]) => path.join('-');

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

function subcommandsTable(help: Help, entry: CliCommand): string[] {
  const subs = ownSubcommands(help, entry.command);
  if (subs.length === 0) return [];
  return [
    '**Commands**',
    '',
    '| Command | Description |',
    '| --- | --- |',
    ...subs.map(
      (sub) =>
        `| [${code(help.subcommandTerm(sub))}](#${commandId([...entry.path, sub.name()])}) | ${text(
          help.subcommandDescription(sub),
        )} |`,
    ),
    '',
  ];
}

function commandSection(entry: CliCommand): string[] {
  const { command, path, id } = entry;
  const help = command.createHelp();
  const examples = examplesOf(command);
  return [
    // `rackctl` and its nouns are h3, so the page's outline lists them; verbs are h4.
    `${path.length <= 2 ? '###' : '####'} ${path.join(' ')} {#${id}}`,
    '',
    text(help.commandDescription(command)),
    '',
    '```text',
    help.commandUsage(command),
    '```',
    '',
    ...argumentsTable(help, help.visibleArguments(command)),
    ...optionsTable(help, help.visibleOptions(command), path.length === 1 ? 'Global options' : 'Options'),
    ...subcommandsTable(help, entry),
    ...(examples.length > 0 ? ['**Examples**', '', '```sh', ...examples, '```', ''] : []),
  ];
}

/** The generated part of the CLI page: every command with its arguments, options and examples, and the exit codes. */
export function cliReferenceMarkdown(program: Command = buildProgram()): string {
  const exitRows = (Object.keys(EXIT) as (keyof typeof EXIT)[]).map(
    (name) => `| ${code(String(EXIT[name]))} | ${text(EXIT_MEANINGS[name])} |`,
  );
  return [
    '## Commands',
    '',
    'Generated from `rackctl`’s own command definitions. Every command also takes the ' +
      '[global options](#rackctl), and `--help` (or `rackctl help <command>`) prints the same help in the terminal.',
    '',
    ...cliCommands(program).flatMap(commandSection),
    '## Exit codes',
    '',
    '| Code | Meaning |',
    '| --- | --- |',
    ...exitRows,
    '',
  ].join('\n');
}
