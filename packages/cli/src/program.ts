import type { Command } from 'commander';
import { loadAll } from './commands/registry';
import { type Io, processIo } from './io';
import { rootProgram } from './root';

export { VERSION } from './version';

// Every group is loaded when this module is: tools and tests get the whole tree synchronously, while
// `rackctl` itself (run.ts) loads only the group it runs.
const registerEverything = await loadAll();

/**
 * The whole `rackctl` command tree. Commands run against `io` (the real process by default); the docs site
 * walks the same tree to generate the CLI reference.
 */
export function buildProgram(io: Io = processIo()): Command {
  const program = rootProgram(io);
  registerEverything(program, io);
  return program;
}
