#!/usr/bin/env node
import module from 'node:module';
import { VERSION } from './version';

// `rackctl --version` answers before anything else is loaded: it is what scripts and installers run most.
if (process.argv.length === 3 && (process.argv[2] === '--version' || process.argv[2] === '-V')) {
  process.stdout.write(`${VERSION}\n`);
} else {
  // Node 22.1+ can keep compiled code between runs, which shortens every start after the first; on older
  // versions the function does not exist and nothing changes. It has to run before the CLI's code is loaded.
  (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

  // A reader that goes away (`rackctl … | head`) is not an error of ours.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });

  const { run } = await import('./run');
  const code = await run(process.argv);
  // Exit once both streams have flushed: an idle keep-alive connection must not hold the process open, and
  // output still queued for a pipe must not be cut off.
  const flushed = (stream: NodeJS.WriteStream) => new Promise((resolve) => stream.write('', resolve));
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  process.exit(code);
}
