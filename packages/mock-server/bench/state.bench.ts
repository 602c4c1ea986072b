// `pnpm bench:mock` (after the main bench): the cost of `--state`. Project creates at 10 concurrent keep-alive
// connections against the bin with the journal off and on (every create fdatasynced before its answer;
// concurrent creates share a sync). Each server runs in a child process; the two take turns in short slices
// through each round so a busy machine weighs on both alike; medians over the rounds are reported.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SLICES = 4;
const SLICE_MS = Number(process.env.BENCH_SLICE_MS ?? 500);
/** Creates per target and round, so a fast machine does not grow the store without bound. */
const MAX_CREATES = Number(process.env.BENCH_MAX_CREATES ?? 4_000);
const here = fileURLToPath(new URL('.', import.meta.url));

/** Starts the bin and resolves with its URL, printed as its first output line. */
function startServer(args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@rackconsole/source',
      '../src/bin.ts',
      '--port',
      '0',
      '--quiet',
      ...args,
    ],
    { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString())?.[1];
      if (url) resolve({ url, child });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function signIn(url: string): Promise<string> {
  const login = await fetch(`${url}/v1/login/maze-war/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'hannah', password: 'rack-console' }),
  });
  if (!login.ok) throw new Error(`login failed with ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Creates projects against one server and keeps the latencies of the current round. */
class CreateLoad {
  readonly #agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  #next = 0;
  latencies: number[] = [];
  errors = 0;
  seconds = 0;

  constructor(
    readonly name: string,
    readonly url: string,
    readonly cookie: string,
  ) {}

  #create(): Promise<void> {
    const body = JSON.stringify({ name: `bench-${this.#next++}`, description: 'state bench' });
    const started = performance.now();
    return new Promise((resolve) => {
      const outgoing = request(
        `${this.url}/v1/projects`,
        {
          method: 'POST',
          agent: this.#agent,
          headers: {
            cookie: this.cookie,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 201) this.errors += 1;
            this.latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      outgoing.on('error', () => {
        this.errors += 1;
        resolve();
      });
      outgoing.end(body);
    });
  }

  async run(ms: number, limit: number) {
    const started = performance.now();
    const deadline = started + ms;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < deadline && this.latencies.length < limit) await this.#create();
      }),
    );
    this.seconds += (performance.now() - started) / 1000;
  }

  /** Requests per second and p99 latency of the round so far, then a fresh tally. */
  take() {
    const sorted = this.latencies.sort((a, b) => a - b);
    const result = {
      rate: sorted.length / this.seconds,
      p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN,
      errors: this.errors,
    };
    this.latencies = [];
    this.errors = 0;
    this.seconds = 0;
    return result;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const directory = mkdtempSync(join(tmpdir(), 'mock-state-bench-'));
const servers = [
  { name: 'create, --state off', ...(await startServer([])) },
  { name: 'create, --state on', ...(await startServer(['--state', join(directory, 'state.json')])) },
];
try {
  const loads = await Promise.all(
    servers.map(async (s) => new CreateLoad(s.name, s.url, await signIn(s.url))),
  );
  const rounds = new Map(loads.map((load) => [load, [] as ReturnType<CreateLoad['take']>[]]));
  for (const load of loads) await load.run(300, 200);
  for (const load of loads) load.take();
  for (let round = 0; round < ROUNDS; round++) {
    for (let slice = 0; slice < SLICES; slice++) {
      for (const load of loads) await load.run(SLICE_MS, MAX_CREATES);
    }
    for (const load of loads) rounds.get(load)?.push(load.take());
  }
  console.log(`\n--state: project creates at ${CONNECTIONS} connections, median of ${ROUNDS} rounds`);
  console.log('target                  req/s     p99 ms   errors');
  for (const [load, results] of rounds) {
    const rate = median(results.map((result) => result.rate));
    const p99 = median(results.map((result) => result.p99));
    const errors = results.reduce((sum, result) => sum + result.errors, 0);
    console.log(
      `${load.name.padEnd(22)}${rate.toFixed(0).padStart(7)}${p99.toFixed(1).padStart(11)}${String(errors).padStart(9)}`,
    );
  }
} finally {
  await Promise.all(servers.map(({ child }) => new Promise((resolve) => child.once('exit', resolve).kill())));
  rmSync(directory, { recursive: true, force: true });
}
