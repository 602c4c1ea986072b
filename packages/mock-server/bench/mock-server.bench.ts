// `pnpm bench:mock`: throughput and latency of the Node mock server beside a bare Node HTTP server answering a
// fixed JSON body (the ceiling of this machine), at 10 concurrent keep-alive connections on 127.0.0.1.
// Servers run in child processes so the load generator does not steal their event loop.
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

const CONNECTIONS = 10;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 4000);
const WARMUP_MS = 500;
const here = fileURLToPath(new URL('.', import.meta.url));

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

interface Target {
  method: 'GET' | 'POST';
  path: string;
  body?: () => string;
  headers?: Record<string, string>;
}

/** Drives one target for DURATION_MS with CONNECTIONS request loops; returns req/s and latency percentiles. */
async function drive(url: string, target: Target) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const send = () =>
    new Promise<void>((resolve) => {
      const body = target.body?.();
      const started = performance.now();
      const outgoing = request(
        `${url}${target.path}`,
        {
          method: target.method,
          agent,
          headers: {
            'content-type': 'application/json',
            ...target.headers,
            ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if ((response.statusCode ?? 500) >= 400) errors += 1;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      outgoing.on('error', () => {
        errors += 1;
        resolve();
      });
      outgoing.end(body);
    });
  const loop = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const before = latencies.length;
      await send();
      if (!record) latencies.length = before;
    }
  };
  const warmupEnd = performance.now() + WARMUP_MS;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => loop(warmupEnd, false)));
  latencies.length = 0;
  errors = 0;
  const started = performance.now();
  const end = started + DURATION_MS;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => loop(end, true)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { rps: latencies.length / elapsed, p50: percentile(50), p99: percentile(99), errors };
}

const bare = await startChild(['bare-server.ts']);
const mock = await startChild(['../src/bin.ts', '--port', '0', '--quiet']);
try {
  const login = await fetch(`${mock.url}/v1/login/maze-war/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'hannah', password: 'rack-console' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  let counter = 0;
  const rows = [
    ['bare Node server, fixed JSON (ceiling)', await drive(bare.url, { method: 'GET', path: '/' })],
    [
      'mock: GET /v1/projects (list)',
      await drive(mock.url, { method: 'GET', path: '/v1/projects', headers: { cookie } }),
    ],
    [
      'mock: GET /v1/instances?project=mock-project (list)',
      await drive(mock.url, {
        method: 'GET',
        path: '/v1/instances?project=mock-project',
        headers: { cookie },
      }),
    ],
    [
      'mock: POST /v1/projects (create)',
      await drive(mock.url, {
        method: 'POST',
        path: '/v1/projects',
        headers: { cookie },
        body: () => JSON.stringify({ name: `bench-${process.pid}-${counter++}`, description: 'benchmark' }),
      }),
    ],
  ] as const;
  const ceiling = rows[0][1].rps;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_MS / 1000}s per target, 127.0.0.1\n`);
  console.log(
    'target'.padEnd(52),
    'req/s'.padStart(9),
    '% ceiling'.padStart(10),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const [name, result] of rows) {
    console.log(
      name.padEnd(52),
      result.rps.toFixed(0).padStart(9),
      `${((result.rps / ceiling) * 100).toFixed(0)}%`.padStart(10),
      result.p50.toFixed(2).padStart(8),
      result.p99.toFixed(2).padStart(8),
      String(result.errors).padStart(7),
    );
  }
  console.log('\nTargets: list calls at least 50% of the ceiling, p99 under 20 ms.');
} finally {
  bare.child.kill();
  mock.child.kill();
}
