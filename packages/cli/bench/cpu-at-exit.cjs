// Preloaded (`node --require`) into every process cold-start.bench.ts times: as the process exits it writes the
// CPU time it used (user + system, all threads, in microseconds) on file descriptor 3, which the bench reads.
// CommonJS, so the floor (`node -e 0`) does not start Node's ES module loader for it.
const { writeSync } = require('node:fs');

process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  writeSync(3, `${user + system}\n`);
});
