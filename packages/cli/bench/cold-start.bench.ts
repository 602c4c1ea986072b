// `pnpm bench:cli` (the CLI's `bench`: builds, then runs this): cold start of the built `rackctl`.
// Times `rackctl --version`, `rackctl --help` and `rackctl project list --json` against a Node mock server on
// 127.0.0.1, each run a fresh process, beside a bare `node -e 0` (the floor of this machine), and prints each
// median as a ratio of the floor's. Goals: --version at most 1.5x, project list at most 2x.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startTestPlatform } from '../../mock-server/src/testing/harness';
import { mintToken } from '../src/testing/cli';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
// RACKCTL_BIN compares another build (e.g. the one before a change) on the same machine.
const bin = process.env.RACKCTL_BIN ?? fileURLToPath(new URL('../dist/bin.js', import.meta.url));

interface Timing {
  min: number;
  median: number;
  p90: number;
}

/** One run of `node ...args`, in ms. Asynchronous: the mock server answering it runs in this process. */
function once(args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env: { ...process.env, ...env } }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`node ${args.join(' ')} failed: ${stderr}`));
      else resolve(performance.now() - started);
    });
  });
}

/** RUNS runs after one warm-up (which fills the file cache): min, median and p90. */
async function time(args: string[], env: Record<string, string> = {}): Promise<Timing> {
  await once(args, env);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await once(args, env));
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return { min: times[0] ?? 0, median: at(0.5), p90: at(0.9) };
}

const row = (label: string, { min, median, p90 }: Timing) =>
  `${label.padEnd(30)} ${min.toFixed(0).padStart(6)} ${median.toFixed(0).padStart(8)} ${p90.toFixed(0).padStart(6)}`;

if (!existsSync(bin)) {
  console.error('dist/bin.js is missing: run `pnpm --filter @rackconsole/cli build` first.');
  process.exit(2);
}
const platform = await startTestPlatform();
try {
  const env = { RACK_HOST: platform.url, RACK_TOKEN: await mintToken(platform), NO_COLOR: '1' };
  const floor = await time(['-e', '0']);
  const runs: [label: string, timing: Timing, goal?: number][] = [
    ['rackctl --version', await time([bin, '--version']), 1.5],
    ['rackctl --help', await time([bin, '--help'])],
    ['rackctl project list --json', await time([bin, 'project', 'list', '--json'], env), 2],
  ];
  console.log(`cold start of rackctl, ${RUNS} runs each (ms)`);
  console.log(
    `${'command'.padEnd(30)} ${'min'.padStart(6)} ${'median'.padStart(8)} ${'p90'.padStart(6)} ${'ratio'.padStart(7)}`,
  );
  console.log(row('node -e 0 (floor)', floor));
  let over = false;
  for (const [label, timing, goal] of runs) {
    const ratio = timing.median / floor.median;
    const verdict =
      goal === undefined ? '' : ratio <= goal ? ` (goal ${goal}x: met)` : ` (goal ${goal}x: OVER)`;
    over ||= goal !== undefined && ratio > goal;
    console.log(`${row(label, timing)} ${`${ratio.toFixed(2)}x`.padStart(7)}${verdict}`);
  }
  if (over) process.exitCode = 1;
} finally {
  await platform.close();
}
