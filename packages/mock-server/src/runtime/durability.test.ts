import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The real bin in a child process, killed with SIGKILL: what a crash or a power cut leaves is what it finds.

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(packageRoot, 'src/bin.ts');

let directory: string;
let stateFile: string;
const children = new Set<ChildProcess>();
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'mock-durability-'));
  stateFile = join(directory, 'state.json');
});
afterEach(() => {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
  rmSync(directory, { recursive: true, force: true });
});

interface Exited {
  code: number | null;
  stderr: string;
}

/** Runs the bin; `limits` are prlimit(1) options (e.g. a file-size limit) it starts under. */
function runBin(args: string[], limits: string[] = []) {
  const nodeArgs = [
    '--import',
    'tsx',
    '--conditions=@rackconsole/source',
    bin,
    '--port',
    '0',
    '--quiet',
    ...args,
  ];
  const child = spawn(
    limits.length > 0 ? 'prlimit' : process.execPath,
    limits.length > 0 ? [...limits, process.execPath, ...nodeArgs] : nodeArgs,
    { cwd: packageRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<Exited>((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString())?.[1];
      if (url) resolve(url);
    });
    void exited.then(({ code }) => reject(new Error(`the server exited with ${code}: ${stderr}`)));
  });
  // A server expected to refuse is awaited through `exited` alone.
  listening.catch(() => {});
  return { child, listening, exited, stderr: () => stderr };
}

/** Starts the bin on the state file and signs in as Hannah; resolves with a client for its API. */
async function startServer(extra: string[] = []) {
  const server = runBin(['--state', stateFile, ...extra]);
  const url = await server.listening;
  const login = await fetch(`${url}/v1/login/maze-war/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'hannah', password: 'rack-console' }),
  });
  expect(login.status).toBe(204);
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${url}${path}`, { ...init, headers: { cookie, 'content-type': 'application/json' } });
  const kill = async () => {
    server.child.kill('SIGKILL');
    await server.exited;
  };
  return { call, kill, child: server.child, stderr: server.stderr };
}

type Server = Awaited<ReturnType<typeof startServer>>;

/** Creates projects from ten clients at once until `stop` says so; resolves with those acknowledged. */
async function createProjects(server: Server, stop: (acknowledged: string[]) => boolean) {
  const acknowledged: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (!stop(acknowledged)) {
        const name = `durable-${next++}`;
        const response = await server
          .call('/v1/projects', { method: 'POST', body: JSON.stringify({ name, description: 'kept' }) })
          .catch(() => undefined);
        if (response?.status !== 201) return;
        acknowledged.push(name);
      }
    }),
  );
  return acknowledged;
}

async function projectNames(server: Server): Promise<Set<string>> {
  const response = await server.call('/v1/projects?limit=10000');
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as { items: { name: string }[] };
  return new Set(items.map((project) => project.name));
}

const journalSegments = () => readdirSync(directory).filter((name) => name.includes('.journal.'));

describe('rackconsole-mock --state', () => {
  it('keeps every acknowledged create through kill -9', async () => {
    const first = await startServer();
    const acknowledged = await createProjects(first, (done) => done.length >= 200);
    await first.kill();

    const second = await startServer();
    const names = await projectNames(second);
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);
  }, 45_000);

  it('keeps every acknowledged create when killed in the middle of a compaction', async () => {
    // A tiny threshold keeps the server compacting; the test kills it while two segments exist, i.e. after
    // appends moved to a new segment and before the new snapshot let the old one go.
    const first = await startServer(['--compact-after', '4096']);
    let killed = false;
    const acknowledged = await createProjects(first, (done) => {
      if (killed) return true;
      if (done.length >= 100 && journalSegments().length > 1) {
        killed = true;
        first.kill();
      }
      return done.length >= 400;
    });
    expect(killed, 'the kill landed during a compaction').toBe(true);

    const second = await startServer(['--compact-after', '4096']);
    const names = await projectNames(second);
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
  }, 45_000);

  it('creates its state files readable by their owner only', async () => {
    const server = await startServer();
    await createProjects(server, (done) => done.length >= 5);
    await server.kill();
    const files = readdirSync(directory);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(statSync(join(directory, file)).mode & 0o777, file).toBe(0o600);
  }, 45_000);

  it('refuses files that are not a store of a known version, and leaves them untouched', async () => {
    // The unit tests try every kind of bad file; these check what the bin makes of one.
    const refused = [
      'null',
      'garbage{',
      JSON.stringify({ format: 'rackconsole-mock-state', version: 99, sequence: 0, tables: {} }),
    ];
    await Promise.all(
      refused.map(async (text, index) => {
        const file = join(directory, `refused-${index}.json`);
        writeFileSync(file, text, { mode: 0o644 });
        const before = statSync(file);
        const { code, stderr } = await runBin(['--state', file]).exited;
        expect(code, text).toBe(2);
        expect(stderr, text).toMatch(/refusing --state .* left as it is/);
        expect(readFileSync(file, 'utf8')).toBe(text);
        const after = statSync(file);
        expect([after.mtimeMs, after.mode]).toEqual([before.mtimeMs, before.mode]);
      }),
    );
    expect(readdirSync(directory).filter((name) => !name.startsWith('refused-'))).toEqual([]);
  }, 45_000);

  it('refuses changes with 503 while the disk is full, keeps reading, and recovers by itself', async () => {
    const server = await startServer();
    const create = (name: string) =>
      server.call('/v1/projects', { method: 'POST', body: JSON.stringify({ name, description: '' }) });
    expect((await create('before-full')).status).toBe(201);
    // The file-size limit stops the journal a little past its end: the next record is cut short on disk.
    const segment = join(directory, journalSegments()[0] ?? '');
    const limit = statSync(segment).size + 100;
    const setLimit = (soft: string) =>
      spawnSync('prlimit', ['--pid', String(server.child.pid), `--fsize=${soft}:unlimited`]);
    expect(setLimit(String(limit)).status).toBe(0);

    for (const name of ['while-full-1', 'while-full-2']) {
      const refused = await create(name);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({
        error_code: 'ServiceUnavailable',
        message: expect.stringMatching(/^storage is full: the change was not saved/),
        request_id: expect.any(String),
      });
    }
    expect((await server.call('/v1/ping')).status).toBe(200);
    const names = await projectNames(server);
    expect(names.has('before-full')).toBe(true);
    expect(names.has('while-full-1') || names.has('while-full-2'), server.stderr()).toBe(false);
    expect(server.stderr().match(/cannot be written: no room is left\. Read-only/g)).toHaveLength(1);

    expect(setLimit('unlimited').status).toBe(0);
    expect((await create('after-full')).status).toBe(201);
    expect(server.stderr()).toMatch(/can be written again/);
    await server.kill();

    // The record cut short was taken back: the journal loads, with exactly the acknowledged creates.
    const restarted = await startServer();
    const kept = await projectNames(restarted);
    expect(['before-full', 'after-full'].filter((name) => !kept.has(name))).toEqual([]);
    expect(kept.has('while-full-1') || kept.has('while-full-2')).toBe(false);
  }, 45_000);

  it('says in one line, without the usage text, that a full disk keeps it from starting', async () => {
    const { code, stderr } = await runBin(['--state', stateFile], ['--fsize=1000:1000']).exited;
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^rackconsole-mock: no room left to write --state .* \(EFBIG\); free some space/),
    ]);
    expect(readdirSync(directory)).toEqual([]);
  }, 45_000);
});
