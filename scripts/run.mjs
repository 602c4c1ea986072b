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

/**
 * Runs the phases of `pnpm check` (package.json's `check` script, the one list of them) one by one and prints
 * how long each took at the end, passed or not, so a slow or failing phase is named without reading the log.
 */
function checkWithTimings() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const phases = scripts.check.split('&&').map((step) => step.trim().replace(/^pnpm (run )?/, ''));
  const timings = [];
  let failed;
  for (const phase of phases) {
    const started = performance.now();
    const result = spawnSync('npx', ['--yes', packageManager, 'run', phase], { cwd: root, stdio: 'inherit' });
    timings.push([phase, performance.now() - started]);
    if (result.error || result.status !== 0) {
      failed = phase;
      break;
    }
  }
  const width = Math.max(...phases.map((phase) => phase.length));
  console.log('\nPhase durations:');
  for (const [phase, ms] of timings) console.log(`  ${phase.padEnd(width)}  ${formatDuration(ms)}`);
  const total = timings.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`  ${'total'.padEnd(width)}  ${formatDuration(total)}`);
  if (failed) {
    console.error(`\n${failed} failed.`);
    process.exit(1);
  }
}

function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
    : `${seconds} s`;
}

const command = process.argv[2];
pnpm('install', '--frozen-lockfile', '--prefer-offline');
if (command === 'test') {
  ensureChromium();
  checkWithTimings();
} else if (command === 'start') {
  pnpm('--filter', '@rackconsole/console', 'start');
} else if (command === 'docs') {
  pnpm('--filter', 'docs', 'build');
  pnpm('--filter', 'docs', 'serve');
} else {
  console.error('usage: node scripts/run.mjs start|test|docs');
  process.exit(2);
}
