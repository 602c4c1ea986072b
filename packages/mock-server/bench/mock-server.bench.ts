// `pnpm bench:mock`: throughput and latency of the Node mock server beside a bare Node HTTP server answering a
// fixed JSON body (the ceiling of this machine), at 10 concurrent keep-alive connections on 127.0.0.1.
// Servers run in child processes so the load generator does not steal their event loop. The machine may be
// shared, so the targets take turns in short slices through each round, and the report gives medians over
// the rounds with each round's share of its own ceiling.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { scaleSeries } from './scale-series';

const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 2000);
/** Calls per target and round, so a fast machine does not run unbounded. */
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 40_000);
/**
 * Creates per round: each project comes with its default VPC (a dozen rows), so this bounds how far the
 * store grows over a run; the rounds still show whether creates slow down as it grows.
 */
const MAX_CREATES = Number(process.env.BENCH_MAX_CREATES ?? 5_000);
const WARMUP_MS = 500;
const SLICE_MS = 250;
const LIST_SHARE_TARGET = 0.5;
const LIST_P99_TARGET_MS = 5;
const CREATE_P99_TARGET_MS = 20;
/** A list call may cost the server at most this many times the CPU of the bare server's call. */
const LIST_CPU_FACTOR = 2;
const here = fileURLToPath(new URL('.', import.meta.url));
/** `throughput`, `scale` or both (the default): which parts of the bench to run. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'throughput,scale').split(','));

/** Starts a server script in a child process and resolves with its URL, printed as its first output line. */
function startChild(args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@rackconsole/source', ...args], {
    cwd: here,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString())?.[1];
      if (url) resolve({ url, child });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/**
 * CPU time a server process has used, in µs, from Linux's /proc (undefined elsewhere). Unlike req/s, the
 * CPU a call costs the server hardly moves when other work shares the machine.
 */
function cpuMicros(child: ChildProcess): number | undefined {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    // Linux reports user and system time in clock ticks of 10 ms.
    return Number.isFinite(ticks) ? ticks * 10_000 : undefined;
  } catch {
    return undefined;
  }
}

interface Target {
  name: string;
  /** `payload` is the bare server answering as many bytes as the list: what the size alone costs. */
  kind: 'ceiling' | 'payload' | 'list' | 'create';
  server: ChildProcess;
  url: string;
  method: 'GET' | 'POST';
  path: string;
  body?: () => string;
  headers?: Record<string, string>;
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU per call in µs, where the OS tells. */
  cpu?: number;
}

/**
 * One target's load: CONNECTIONS keep-alive request loops whose connections last across slices, and the
 * tally of the current round.
 */
class Load {
  readonly #agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  #latencies: number[] = [];
  #errors = 0;
  #seconds = 0;
  #cpu: number | undefined = 0;

  constructor(
    readonly target: Target,
    /** Calls per round. */
    readonly limit: number,
  ) {}

  #send(): Promise<void> {
    const { target } = this;
    return new Promise((resolve) => {
      const body = target.body?.();
      const started = performance.now();
      const outgoing = request(
        `${target.url}${target.path}`,
        {
          method: target.method,
          agent: this.#agent,
          headers: {
            'content-type': 'application/json',
            ...target.headers,
            ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if ((response.statusCode ?? 500) >= 400) this.#errors += 1;
            this.#latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      outgoing.on('error', () => {
        this.#errors += 1;
        resolve();
      });
      outgoing.end(body);
    });
  }

  /** Drives the target for `ms` (or up to the round's limit); a warm-up leaves the tally as it was. */
  async run(ms: number, warmUp = false) {
    const calls = this.#latencies.length;
    const errors = this.#errors;
    const limit = warmUp ? Number.POSITIVE_INFINITY : this.limit;
    const cpuBefore = cpuMicros(this.target.server);
    const started = performance.now();
    const loop = async () => {
      while (performance.now() < started + ms && this.#latencies.length < limit) await this.#send();
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, loop));
    const cpuAfter = cpuMicros(this.target.server);
    if (warmUp) {
      this.#latencies.length = calls;
      this.#errors = errors;
      return;
    }
    this.#seconds += (performance.now() - started) / 1000;
    this.#cpu =
      this.#cpu === undefined || cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : this.#cpu + cpuAfter - cpuBefore;
  }

  /** The round's figures; the tally starts afresh for the next round. */
  finishRound(): Measure {
    const latencies = this.#latencies.sort((a, b) => a - b);
    const percentile = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
    const measure = {
      rps: latencies.length / this.#seconds,
      p50: percentile(50),
      p99: percentile(99),
      errors: this.#errors,
      cpu: this.#cpu === undefined ? undefined : this.#cpu / latencies.length,
    };
    this.#latencies = [];
    this.#errors = 0;
    this.#seconds = 0;
    this.#cpu = 0;
    return measure;
  }

  close() {
    this.#agent.destroy();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function signIn(url: string): Promise<string> {
  const login = await fetch(`${url}/v1/login/maze-war/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'hannah', password: 'rack-console' }),
  });
  if (!login.ok) throw new Error(`login failed with ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** How many items a list answers with and in how many bytes, so the report shows the page is a realistic one. */
async function pageOf(url: string, cookie: string): Promise<{ items: number; bytes: number }> {
  const text = await (await fetch(url, { headers: { cookie } })).text();
  return { items: (JSON.parse(text) as { items: unknown[] }).items.length, bytes: Buffer.byteLength(text) };
}

const misses: string[] = [];
if (PARTS.has('throughput')) misses.push(...(await throughputSeries()));
if (PARTS.has('scale')) {
  const scaled = await startChild(['../src/bin.ts', '--port', '0', '--quiet']);
  try {
    misses.push(...(await scaleSeries(scaled.url, scaled.child.pid, await signIn(scaled.url))));
  } finally {
    scaled.child.kill();
  }
}
console.log(misses.length === 0 ? '\nAll targets met.' : `\nMissed on this run:\n  ${misses.join('\n  ')}`);

/** Throughput and latency at CONNECTIONS connections beside the bare server; answers the targets missed. */
async function throughputSeries(): Promise<string[]> {
  const bare = await startChild(['bare-server.ts']);
  const mock = await startChild(['../src/bin.ts', '--port', '0', '--quiet']);
  try {
    const cookie = await signIn(mock.url);
    const page = await pageOf(`${mock.url}/v1/instances?project=mock-project`, cookie);
    let created = 0;
    const targets: Target[] = [
      {
        name: 'bare Node server, fixed JSON (ceiling)',
        kind: 'ceiling',
        server: bare.child,
        url: bare.url,
        method: 'GET',
        path: '/',
      },
      {
        name: `bare Node server, fixed JSON of ${page.bytes} bytes (payload)`,
        kind: 'payload',
        server: bare.child,
        url: bare.url,
        method: 'GET',
        path: `/sized/${page.bytes}`,
      },
      {
        name: `mock: GET /v1/instances?project=mock-project (list, ${page.items} items)`,
        kind: 'list',
        server: mock.child,
        url: mock.url,
        method: 'GET',
        path: '/v1/instances?project=mock-project',
        headers: { cookie },
      },
      {
        name: 'mock: POST /v1/projects (create)',
        kind: 'create',
        server: mock.child,
        url: mock.url,
        method: 'POST',
        path: '/v1/projects',
        headers: { cookie },
        body: () => JSON.stringify({ name: `bench-${process.pid}-${created++}`, description: 'benchmark' }),
      },
    ];

    const loads = targets.map(
      (target) => new Load(target, target.kind === 'create' ? MAX_CREATES : MAX_REQUESTS),
    );
    for (const load of loads) await load.run(WARMUP_MS, true);
    // Targets take turns in short slices, so the ceiling and the mock meet the same moments of a busy machine.
    const slices = Math.max(1, Math.round(DURATION_MS / SLICE_MS));
    const results = targets.map(() => [] as Measure[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (let slice = 0; slice < slices; slice++) {
        for (const load of loads) await load.run(DURATION_MS / slices);
      }
      for (const [index, load] of loads.entries()) results[index]?.push(load.finishRound());
    }
    for (const load of loads) load.close();

    const ceilings = results[0] as Measure[];
    console.log(
      `\n${CONNECTIONS} connections, 127.0.0.1, ${ROUNDS} rounds of ${DURATION_MS / 1000}s per target in ${SLICE_MS} ms turns (at most ${MAX_REQUESTS} calls, ${MAX_CREATES} creates); medians over rounds\n`,
    );
    console.log(
      'target'.padEnd(62),
      'req/s'.padStart(7),
      '% ceiling'.padStart(10),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'errors'.padStart(7),
      'CPU µs'.padStart(7),
      '  req/s (p99 ms) by round',
    );
    const misses: string[] = [];
    for (const [index, target] of targets.entries()) {
      const runs = results[index] as Measure[];
      const share = median(runs.map((run, round) => run.rps / (ceilings[round] as Measure).rps));
      const p99 = median(runs.map((run) => run.p99));
      console.log(
        target.name.padEnd(62),
        median(runs.map((run) => run.rps))
          .toFixed(0)
          .padStart(7),
        `${(share * 100).toFixed(0)}%`.padStart(10),
        median(runs.map((run) => run.p50))
          .toFixed(2)
          .padStart(7),
        p99.toFixed(2).padStart(7),
        String(runs.reduce((sum, run) => sum + run.errors, 0)).padStart(7),
        (runs.every((run) => run.cpu !== undefined)
          ? median(runs.map((run) => run.cpu as number)).toFixed(0)
          : '-'
        ).padStart(7),
        ` ${runs.map((run) => `${run.rps.toFixed(0)} (${run.p99.toFixed(1)})`).join(' / ')}`,
      );
      if (target.kind === 'list' && share < LIST_SHARE_TARGET)
        misses.push(`${target.name}: below 50% of the ceiling`);
      const p99Target = target.kind === 'list' ? LIST_P99_TARGET_MS : CREATE_P99_TARGET_MS;
      if ((target.kind === 'list' || target.kind === 'create') && p99 >= p99Target) {
        misses.push(`${target.name}: p99 not under ${p99Target} ms`);
      }
      const cpu = runs.every((run) => run.cpu !== undefined)
        ? median(runs.map((run) => run.cpu as number))
        : undefined;
      const ceilingCpu = ceilings.every((run) => run.cpu !== undefined)
        ? median(ceilings.map((run) => run.cpu as number))
        : undefined;
      if (
        target.kind === 'list' &&
        cpu !== undefined &&
        ceilingCpu !== undefined &&
        cpu > LIST_CPU_FACTOR * ceilingCpu
      ) {
        misses.push(`${target.name}: ${(cpu / ceilingCpu).toFixed(1)}× the ceiling's CPU per call`);
      }
    }
    console.log(`\nProjects created by the create target: ${created} (the store grows from round to round).`);
    console.log(
      "CPU µs: the server process's CPU time per call (user + system), steadier than req/s on a busy machine.",
    );
    console.log('payload: the same bare server answering as many bytes as the instance page, nothing else.');
    console.log(
      'Targets: list calls at least 50% of the ceiling, p99 under 5 ms, server CPU per call at most 2× the ceiling; creates p99 under 20 ms.',
    );
    return misses;
  } finally {
    bare.child.kill();
    mock.child.kill();
  }
}
