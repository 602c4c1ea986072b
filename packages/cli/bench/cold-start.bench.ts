// `pnpm bench:cli` (the CLI's `bench`: builds, then runs this): cold start of the built `rackctl`.
// Times `rackctl --version`, `rackctl --help` and `rackctl project list --json` against a Node mock server on
// 127.0.0.1, each run a fresh process, beside a bare `node -e 0` (the floor of this machine), in rounds that take
// each command in turn (so a change in the machine's load falls on all of them alike). It prints each median
// as a ratio of the floor's, twice: wall-clock, and CPU time (user + system of the child, which it reports as it
// exits, see cpu-at-exit.cjs). On a machine busy with other work the wall-clock ratios swing from run to run;
// the CPU-time ones hold, so the goals are judged on those: --version at most 1.5x, project list at most 2x.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startTestPlatform } from '../../mock-server/src/testing/harness';
import { mintToken } from '../src/testing/cli';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
// RACKCTL_BIN compares another build (e.g. the one before a change) on the same machine.
const bin = process.env.RACKCTL_BIN ?? fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const reporter = fileURLToPath(new URL('./cpu-at-exit.cjs', import.meta.url));

/** One run: wall-clock and CPU time, in ms. */
interface Sample {
  wall: number;
  cpu: number;
}

interface Timing {
  min: number;
  median: number;
  p90: number;
}

/** One run of `node ...args`. Asynchronous: the mock server answering it runs in this process. */
function once(args: string[], env: Record<string, string>): Promise<Sample> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', reporter, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let cpu = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdio[3]?.on('data', (chunk) => {
      cpu += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const wall = performance.now() - started;
      if (code !== 0) reject(new Error(`node ${args.join(' ')} failed (exit ${code}): ${stderr}`));
      else resolve({ wall, cpu: Number(cpu.trim()) / 1000 });
    });
  });
}

/** Min, median and p90 of some times. */
function summary(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { min: sorted[0] ?? 0, median: at(0.5), p90: at(0.9) };
}

interface Subject {
  label: string;
  args: string[];
  env?: Record<string, string>;
  goal?: number;
}

/** One warm-up round (which fills the file cache), then RUNS rounds of every subject in turn. */
async function measure(subjects: Subject[]): Promise<{ wall: Timing; cpu: Timing }[]> {
  const samples: Sample[][] = subjects.map(() => []);
  for (let round = 0; round <= RUNS; round += 1) {
    for (const [at, { args, env }] of subjects.entries()) {
      const sample = await once(args, env ?? {});
      if (round > 0) samples[at]?.push(sample);
    }
  }
  return samples.map((runs) => ({
    wall: summary(runs.map(({ wall }) => wall)),
    cpu: summary(runs.map(({ cpu }) => cpu)),
  }));
}

const ms = (value: number, width: number) => value.toFixed(0).padStart(width);
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}x`.padStart(7);

if (!existsSync(bin)) {
  console.error('dist/bin.js is missing: run `pnpm --filter @rackconsole/cli build` first.');
  process.exit(2);
}
const platform = await startTestPlatform();
try {
  const env = { RACK_HOST: platform.url, RACK_TOKEN: await mintToken(platform), NO_COLOR: '1' };
  const subjects: Subject[] = [
    { label: 'node -e 0 (floor)', args: ['-e', '0'] },
    { label: 'rackctl --version', args: [bin, '--version'], goal: 1.5 },
    { label: 'rackctl --help', args: [bin, '--help'] },
    { label: 'rackctl project list --json', args: [bin, 'project', 'list', '--json'], env, goal: 2 },
  ];
  const timings = await measure(subjects);
  const floor = timings[0] as { wall: Timing; cpu: Timing };
  console.log(`cold start of rackctl, ${RUNS} rounds (ms; ratios are of the floor's median)`);
  console.log(
    `${'command'.padEnd(30)} ${'wall: min'.padStart(9)} ${'median'.padStart(6)} ${'p90'.padStart(5)} ${'ratio'.padStart(7)}   ${'cpu: median'.padStart(11)} ${'ratio'.padStart(7)}`,
  );
  let over = false;
  for (const [at, { label, goal }] of subjects.entries()) {
    const { wall, cpu } = timings[at] as { wall: Timing; cpu: Timing };
    const cpuRatio = cpu.median / floor.cpu.median;
    const verdict =
      goal === undefined || at === 0
        ? ''
        : cpuRatio <= goal
          ? ` (goal ${goal}x: met)`
          : ` (goal ${goal}x: OVER)`;
    over ||= goal !== undefined && cpuRatio > goal;
    console.log(
      `${label.padEnd(30)} ${ms(wall.min, 9)} ${ms(wall.median, 6)} ${ms(wall.p90, 5)} ${ratio(wall.median, floor.wall.median)}   ${ms(cpu.median, 11)} ${ratio(cpu.median, floor.cpu.median)}${verdict}`,
    );
  }
  if (over) process.exitCode = 1;
} finally {
  await platform.close();
}
