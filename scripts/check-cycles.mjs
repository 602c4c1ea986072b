#!/usr/bin/env node
// `pnpm check:cycles`: no import cycle in any package or app, type-only imports and dynamic imports included
// (DESIGN.md: imports go one way). dpdm reads the TypeScript sources; each workspace is checked on its own, so
// a cycle is reported where it lives.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const DPDM = fileURLToPath(new URL('../node_modules/.bin/dpdm', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

const SOURCES = [
  'packages/sdk/src/**/*.ts',
  'packages/validators/src/**/*.ts',
  'packages/mock-server/src/**/*.ts',
  'packages/cli/src/**/*.ts',
  'apps/console/src/**/*.{ts,tsx}',
  'apps/docs/src/**/*.ts',
];

let failed = false;
for (const glob of SOURCES) {
  const result = spawnSync(
    DPDM,
    ['--no-tree', '--no-warning', '--no-progress', '--exit-code', 'circular:1', glob],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const cycles = (result.stdout ?? '').split('\n').filter((line) => /^\s+\d+\)/.test(line));
  if (result.status !== 0 || result.error) {
    failed = true;
    console.error(`${glob}: ${cycles.length} import cycle(s)`);
    for (const cycle of cycles) console.error(cycle);
    if (result.error) console.error(result.error.message);
  } else {
    console.log(`${glob}: no import cycle`);
  }
}
process.exit(failed ? 1 : 0);
