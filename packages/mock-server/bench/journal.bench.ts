// `pnpm bench:mock` (last part): what `--state` costs on disk. The bin runs with `--state` in a child
// process; the bench types into a running instance's serial console one byte at a time (each keystroke waits
// for its echo, so it is answered and durable), then creates projects one after another, and prints the
// growth of the state directory (snapshot plus journal) per keystroke and per create.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 2_000);
const CREATES = Number(process.env.BENCH_CREATES ?? 500);
const here = fileURLToPath(new URL('.', import.meta.url));

function startServer(stateFile: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@rackconsole/source', '../src/bin.ts', '--port', '0', '--quiet'].concat(
      ['--state', stateFile],
    ),
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

const directoryBytes = (directory: string) =>
  readdirSync(directory).reduce((sum, name) => sum + statSync(join(directory, name)).size, 0);

async function signIn(url: string): Promise<string> {
  const login = await fetch(`${url}/v1/login/maze-war/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'hannah', password: 'rack-console' }),
  });
  if (!login.ok) throw new Error(`login failed with ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Types `count` one-byte keystrokes into db1's serial console, each after the echo of the one before. */
async function typeInto(url: string, cookie: string, count: number) {
  const socket = new WebSocket(
    `${url.replace('http', 'ws')}/v1/instances/db1/serial-console/stream?project=mock-project`,
    { headers: { cookie } },
  );
  // The history replayed on connect comes first (it may arrive with the handshake, so it is awaited from the
  // start); the echoes are counted from after it.
  const history = new Promise((resolve) => socket.once('message', resolve));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  await history;
  for (let typed = 0; typed < count; typed++) {
    const echoed = new Promise((resolve) => socket.once('message', resolve));
    socket.send('x');
    await echoed;
  }
  socket.close();
}

async function createProjects(url: string, cookie: string, count: number) {
  for (let made = 0; made < count; made++) {
    const response = await fetch(`${url}/v1/projects`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `journal-bench-${made}`, description: 'journal bench' }),
    });
    if (response.status !== 201) throw new Error(`create answered ${response.status}`);
  }
}

const directory = mkdtempSync(join(tmpdir(), 'mock-journal-bench-'));
const { url, child } = await startServer(join(directory, 'state.json'));
try {
  const cookie = await signIn(url);
  const atStart = directoryBytes(directory);
  await typeInto(url, cookie, KEYSTROKES);
  const afterTyping = directoryBytes(directory);
  await createProjects(url, cookie, CREATES);
  const afterCreates = directoryBytes(directory);
  console.log('\n--state: bytes the state directory grows by (snapshot + journal)');
  console.log(
    `per serial keystroke (${KEYSTROKES}, 1 byte each)`.padEnd(42),
    ((afterTyping - atStart) / KEYSTROKES).toFixed(1),
  );
  console.log(
    `per project create (${CREATES})`.padEnd(42),
    ((afterCreates - afterTyping) / CREATES).toFixed(1),
  );
} finally {
  await new Promise((resolve) => child.once('exit', resolve).kill());
  rmSync(directory, { recursive: true, force: true });
}
