import { buildProgram, EXIT, examplesOf } from '@rackconsole/cli';
import type { Argument, Command, Help, Option } from 'commander';
import { esc } from './html';

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
};

const code = (text: string) => `<code>${esc(text)}</code>`;

function argumentsTable(help: Help, args: readonly Argument[]): string {
  if (args.length === 0) return '';
  const rows = args.map(
    (arg) =>
      `<tr><td>${code(help.argumentTerm(arg))}</td><td>${arg.required ? 'yes' : 'no'}</td><td>${esc(
        help.argumentDescription(arg),
      )}</td></tr>`,
  );
  return `<h5>Arguments</h5>\n<table><thead><tr><th>Argument</th><th>Required</th><th>Description</th></tr></thead><tbody>${rows.join('')}</tbody></table>\n`;
}

function optionsTable(help: Help, options: readonly Option[], heading: string): string {
  if (options.length === 0) return '';
  const rows = options.map(
    (option) =>
      `<tr><td>${code(help.optionTerm(option))}</td><td>${esc(help.optionDescription(option))}</td></tr>`,
  );
  return `<h5>${heading}</h5>\n<table><thead><tr><th>Option</th><th>Description</th></tr></thead><tbody>${rows.join('')}</tbody></table>\n`;
}

function subcommandsTable(help: Help, entry: CliCommand): string {
  const subs = ownSubcommands(help, entry.command);
  if (subs.length === 0) return '';
  const rows = subs.map((sub) => {
    const id = commandId([...entry.path, sub.name()]);
    return `<tr><td><a href="#${id}">${code(help.subcommandTerm(sub))}</a></td><td>${esc(
      help.subcommandDescription(sub),
    )}</td></tr>`;
  });
  return `<h5>Commands</h5>\n<table><thead><tr><th>Command</th><th>Description</th></tr></thead><tbody>${rows.join('')}</tbody></table>\n`;
}

function examplesBlock(command: Command): string {
  const lines = examplesOf(command);
  if (lines.length === 0) return '';
  return `<h5>Examples</h5>\n<pre><code class="language-sh">${esc(lines.join('\n'))}</code></pre>\n`;
}

function commandSection(entry: CliCommand): string {
  const { command, path, id } = entry;
  const help = command.createHelp();
  const depth = Math.min(path.length + 1, 4);
  const title = path.join(' ');
  const root = path.length === 1;
  return [
    `<section class="command" id="${id}">`,
    `<h${depth}><a class="anchor" href="#${id}">${esc(title)}</a></h${depth}>`,
    `<p>${esc(help.commandDescription(command))}</p>`,
    `<pre class="usage"><code>${esc(help.commandUsage(command))}</code></pre>`,
    argumentsTable(help, help.visibleArguments(command)),
    optionsTable(help, help.visibleOptions(command), root ? 'Global options' : 'Options'),
    subcommandsTable(help, entry),
    examplesBlock(command),
    '</section>',
  ].join('\n');
}

/** The generated part of the CLI page: every command with its arguments, options and examples, and the exit codes. */
export function cliReferenceHtml(program: Command = buildProgram()): string {
  const commands = cliCommands(program);
  const exitRows = (Object.keys(EXIT) as (keyof typeof EXIT)[]).map(
    (name) => `<tr><td>${code(String(EXIT[name]))}</td><td>${esc(EXIT_MEANINGS[name])}</td></tr>`,
  );
  return [
    '<h2 id="commands"><a class="anchor" href="#commands">Commands</a></h2>',
    '<p>Generated from <code>rackctl</code>’s own command definitions. Every command also takes the ' +
      '<a href="#rackctl">global options</a>, and <code>--help</code> (or <code>rackctl help &lt;command&gt;</code>) ' +
      'prints the same help in the terminal.</p>',
    ...commands.map(commandSection),
    '<h2 id="exit-codes"><a class="anchor" href="#exit-codes">Exit codes</a></h2>',
    `<table><thead><tr><th>Code</th><th>Meaning</th></tr></thead><tbody>${exitRows.join('')}</tbody></table>`,
  ].join('\n');
}
