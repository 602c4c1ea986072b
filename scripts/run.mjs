#!/usr/bin/env node
// The two commands of README.md, `npm start` and `npm test`, and `npm run docs` (build and serve the docs site).
// They must work on a fresh machine that has only Node.js and npm, so this script bootstraps pnpm through npm
// (corepack is unusable here: it rejects the registry's signatures), installs the workspace, and for tests
// installs Debian's Chromium if needed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const CHROMIUM = '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs the pinned pnpm (from `packageManager`) through npm's package runner. */
function pnpm(...args) {
  run('npx', ['--yes', packageManager, ...args]);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `The e2e tests need Debian's Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the e2e tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

const command = process.argv[2];
pnpm('install', '--frozen-lockfile', '--prefer-offline');
if (command === 'test') {
  ensureChromium();
  pnpm('run', 'check');
} else if (command === 'start') {
  pnpm('--filter', '@rackconsole/console', 'start');
} else if (command === 'docs') {
  pnpm('--filter', 'docs', 'build');
  pnpm('--filter', 'docs', 'serve');
} else {
  console.error('usage: node scripts/run.mjs start|test|docs');
  process.exit(2);
}
