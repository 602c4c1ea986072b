#!/usr/bin/env node
import { run } from './run';

// A reader that goes away (`rackctl … | head`) is not an error of ours.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const code = await run(process.argv);
// Exit once both streams have flushed: an idle keep-alive connection must not hold the process open, and
// output still queued for a pipe must not be cut off.
const flushed = (stream: NodeJS.WriteStream) => new Promise((resolve) => stream.write('', resolve));
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);
