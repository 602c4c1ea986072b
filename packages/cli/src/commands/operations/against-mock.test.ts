import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../generated/operations';
import { buildProgram } from '../../program';
import { run } from '../../run';
import { mintToken } from '../../testing/cli';
import { memoryIo } from '../../testing/memory-io';
import { startTestPlatform, type TestPlatform } from '../../testing/platform';
import type { GeneratedOperation } from './operation';
import { isGenerated } from './register';

// Every generated command runs against the mock platform through real HTTP, by way of a recording proxy: the
// request it sends must be its operation's (method and path template), and it must end as a command does:
// exit 0 with JSON on stdout, or exit 1 with the platform's refusal on stderr, never a usage error or a crash.

interface Seen {
  method: string;
  path: string;
  status: number;
  /** The answer was the mock's "no such route", not an answer of the operation. */
  noRoute: boolean;
}

/** A proxy in front of the mock that records each request and what came back. */
async function recordingProxy(target: string): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
        headers.set(name, value);
    }
    const answer = await fetch(new URL(request.url ?? '/', target), {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const text = body.toString('utf8');
    seen.push({
      method: request.method ?? '',
      path: new URL(request.url ?? '/', target).pathname,
      status: answer.status,
      noRoute: answer.status === 404 && !text.includes('error_code'),
    });
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

// Values of the seeded platform, so most calls find what they name.
const VALUES: Record<string, string> = {
  project: 'mock-project',
  silo: 'maze-war',
  instance: 'db1',
  vpc: 'mock-vpc',
};

/** The command line of a generated command: its required flags, a body from its template. */
function argsOf(operation: GeneratedOperation): string[] {
  const args = [operation.noun, ...(operation.verb ? [operation.verb] : [])];
  for (const flag of operation.flags) {
    if (!flag.required || flag.in === 'body') continue;
    const value = flag.type === 'integer' || flag.type === 'number' ? '1' : (VALUES[flag.wire] ?? 'example');
    args.push(`--${flag.name}`, flag.choices?.[0] ?? value);
  }
  for (const flag of operation.flags) {
    if (!flag.required || flag.in !== 'body') continue;
    const example = (operation.body?.template as Record<string, unknown> | undefined)?.[flag.wire];
    args.push(`--${flag.name}`, typeof example === 'string' ? example : JSON.stringify(example ?? 'example'));
  }
  if (operation.body?.encoding === 'binary') args.push('--body-file', bodyFile);
  return args;
}

/** The path template as a pattern: each `{parameter}` one path segment. */
const routeOf = (template: string) =>
  new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+').replaceAll('/', '\\/')}$`);

const wordsOf = (command: Command): string[] =>
  command.parent ? [...wordsOf(command.parent), command.name()] : [];

let platform: TestPlatform;
let proxy: Awaited<ReturnType<typeof recordingProxy>>;
let token: string;
let bodyFile: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  proxy = await recordingProxy(platform.url);
  token = await mintToken(platform, 'hannah');
  bodyFile = join(await mkdtemp(join(tmpdir(), 'rackctl-body-')), 'body.bin');
  await writeFile(bodyFile, 'bytes of a body');
});

afterAll(async () => {
  await new Promise((resolve) => proxy.server.close(resolve));
  await platform.close();
});

const generatedWords = new Set(
  (function walk(command: Command): Command[] {
    return [command, ...command.commands.flatMap(walk)];
  })(buildProgram(memoryIo().io))
    .filter(isGenerated)
    .map((command) => wordsOf(command).join(' ')),
);
// Deletes last, so the calls before them find what they name.
const table = OPERATIONS.filter((operation) =>
  generatedWords.has([operation.noun, operation.verb].filter(Boolean).join(' ')),
).sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));

describe('each generated command against the mock platform', () => {
  it('covers most operations with a generated command (the rest by hand-written ones)', () => {
    expect(table.length).toBeGreaterThan(200);
  });

  it.each(table.map((operation) => [operation.id, operation] as const))('%s', async (_id, operation) => {
    const before = proxy.seen.length;
    const { io, written } = memoryIo({
      RACK_HOST: proxy.url,
      RACK_TOKEN: token,
      XDG_CONFIG_HOME: '/nonexistent',
    });
    const code = await run(['node', 'rackctl', ...argsOf(operation), '--json'], io);
    const sent = proxy.seen.slice(before);
    expect(written.stderr, written.stderr).not.toMatch(/unknown option|missing required|Missing --/);
    expect(sent.length, written.stderr).toBeGreaterThan(0);
    const first = sent[0] as Seen;
    expect(first.method).toBe(operation.method.toUpperCase());
    expect(first.path).toMatch(routeOf(operation.path));
    expect(first.noRoute).toBe(false);
    if (first.status < 300) {
      expect(code, written.stderr).toBe(0);
      if (!operation.binaryAnswer && written.stdout) expect(() => JSON.parse(written.stdout)).not.toThrow();
    } else {
      expect(code === 1 || code === 3, written.stderr).toBe(true);
      expect(written.stderr).toMatch(/^error: \S/);
    }
  });
});
