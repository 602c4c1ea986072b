import { type Command, CommanderError } from 'commander';
import { LIVE_NAMES_COMMAND } from './commands/completion-tree';
import { GROUPS, loadAll, loadGenerated } from './commands/registry';
import { CliError, EXIT } from './errors';
import { GENERATED_NOUNS } from './generated/nouns';
import { type Io, processIo } from './io';
import { rootProgram } from './root';

// Commander reports these itself and they are not failures.
const COMMANDER_SUCCESS = new Set(['commander.helpDisplayed', 'commander.version']);

/** Prints an error as `error: message` (and its hint) on stderr and returns the exit code it stands for. */
async function report(error: unknown, io: Io, argv: readonly string[]): Promise<number> {
  if (error instanceof CommanderError) {
    // Commander has already printed its message (or the help, for a group called without a verb).
    return COMMANDER_SUCCESS.has(error.code) ? EXIT.ok : EXIT.usage;
  }
  // Loaded here: a run that succeeds never needs it (cold start).
  const { colourEnabled, styleFor } = await import('./output/style');
  const style = styleFor(colourEnabled(io.stderr, io.env, argv.includes('--no-color')));
  const message = error instanceof Error ? error.message : String(error);
  io.stderr.write(`${style.red('error:')} ${message}\n`);
  if (error instanceof CliError) {
    if (error.hint) io.stderr.write(`${error.hint}\n`);
    return error.exitCode;
  }
  // Not one of ours: a bug or an unexpected failure of the system. The stack helps a bug report.
  if (argv.includes('--debug') && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
  return EXIT.apiError;
}

/** The first word of the command line that is not an option or an option's value: the group to run. */
function groupWord(program: Command, args: readonly string[]): string | undefined {
  const takesValue = new Set(
    program.options.filter((option) => option.required).flatMap((option) => [option.long, option.short]),
  );
  for (let at = 0; at < args.length; at += 1) {
    const arg = args[at] as string;
    if (arg === '--') return args[at + 1];
    if (!arg.startsWith('-')) return arg;
    if (!arg.includes('=') && takesValue.has(arg)) at += 1;
  }
  return undefined;
}

/**
 * The program for one run, with only what it needs: the group it names (and that noun's generated commands),
 * or every group's name for the top-level help. Help, docs, completion and unknown words get the whole tree.
 */
async function programFor(args: readonly string[], io: Io): Promise<Command> {
  const program = rootProgram(io);
  const word = groupWord(program, args);
  const group = GROUPS.find((candidate) => candidate.name === word);
  const generated = word !== undefined && GENERATED_NOUNS.includes(word);
  if (word === undefined) {
    // `rackctl`, `rackctl --help`: the list of groups, none of them loaded.
    for (const { name, description } of GROUPS) program.command(name).description(description);
    for (const noun of GENERATED_NOUNS) {
      if (!GROUPS.some((candidate) => candidate.name === noun))
        program.command(noun).description(`${noun.replaceAll('-', ' ')} operations`);
    }
    return program;
  }
  if ((!group && !generated) || group?.wholeTree) {
    (await loadAll())(program, io);
    return program;
  }
  if (group) (await group.load())(program, io);
  const noun = program.commands.find((command) => command.name() === word);
  const verb = noun ? groupWord(noun, args.slice(args.indexOf(word) + 1)) : undefined;
  // The generated verbs of a hand-written noun are loaded only when the verb is not a hand-written one.
  if (generated && !(verb && noun?.commands.some((command) => command.name() === verb))) {
    (await loadGenerated())(program, io, word);
  }
  return program;
}

/** Runs `rackctl` with process-style arguments (`['node', 'rackctl', ...]`) and resolves to its exit code. */
export async function run(argv: readonly string[], io: Io = processIo()): Promise<number> {
  if (argv[2] === LIVE_NAMES_COMMAND) {
    const { printLiveNames } = await import('./commands/live-names');
    await printLiveNames(argv.slice(3), io);
    return EXIT.ok;
  }
  try {
    const program = await programFor(argv.slice(2), io);
    await program.parseAsync([...argv]);
    return EXIT.ok;
  } catch (error) {
    return report(error, io, argv);
  }
}
