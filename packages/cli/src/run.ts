import { CommanderError } from 'commander';
import { LIVE_NAMES_COMMAND } from './commands/completion-tree';
import { printLiveNames } from './commands/live-names';
import { CliError, EXIT } from './errors';
import { type Io, processIo } from './io';
import { colourEnabled, styleFor } from './output/style';
import { buildProgram } from './program';

// Commander reports these itself and they are not failures.
const COMMANDER_SUCCESS = new Set(['commander.helpDisplayed', 'commander.version']);

/** Prints an error as `error: message` (and its hint) on stderr and returns the exit code it stands for. */
function report(error: unknown, io: Io, argv: readonly string[]): number {
  if (error instanceof CommanderError) {
    // Commander has already printed its message (or the help, for a group called without a verb).
    return COMMANDER_SUCCESS.has(error.code) ? EXIT.ok : EXIT.usage;
  }
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

/** Runs `rackctl` with process-style arguments (`['node', 'rackctl', ...]`) and resolves to its exit code. */
export async function run(argv: readonly string[], io: Io = processIo()): Promise<number> {
  if (argv[2] === LIVE_NAMES_COMMAND) {
    await printLiveNames(argv.slice(3), io);
    return EXIT.ok;
  }
  const program = buildProgram(io);
  try {
    await program.parseAsync([...argv]);
    return EXIT.ok;
  } catch (error) {
    return report(error, io, argv);
  }
}
