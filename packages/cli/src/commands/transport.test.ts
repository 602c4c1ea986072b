import { readFile, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type Socket } from 'node:net';
import { join } from 'node:path';
import stringWidth from 'string-width';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { type CliSandbox, json, startSandbox } from '../testing/cli';

// A test-only self-signed certificate for 127.0.0.1 and localhost, valid until 2126 (made with openssl).
const fixtures = join(import.meta.dirname, '..', 'testing', 'fixtures');
const certFile = join(fixtures, 'self-signed.cert.pem');

let sandbox: CliSandbox;
let token: string;
const servers: Server[] = [];

/** Listens on a free loopback port and answers with its origin. */
async function listen(server: Server, scheme = 'http'): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return `${scheme}://127.0.0.1:${address.port}`;
}

/** Runs rackctl against another origin with the sandbox user's token. */
const against = (host: string, args: string[]) =>
  sandbox.rackctl(args, { env: { RACK_HOST: host, RACK_TOKEN: token } });

beforeAll(async () => {
  sandbox = await startSandbox();
  token = await sandbox.login();
}, 120_000);
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections?.();
    server.close();
  }
  await sandbox?.close();
});

describe('rackctl over the network', { timeout: 120_000 }, () => {
  it('gives up on a server that never answers after --timeout, with exit code 4', async () => {
    const sockets: Socket[] = [];
    const silent = createNetServer((socket) => sockets.push(socket));
    const host = await listen(silent as unknown as Server);
    const started = Date.now();
    const result = await against(host, ['project', 'list', '--timeout', '1']);
    const elapsed = Date.now() - started;
    for (const socket of sockets) socket.destroy();
    expect(result.code).toBe(4);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`error: ${host} did not answer within 1 s`);
    expect(result.stderr).toContain('--timeout SECONDS');
    // It waited the second it was given; that it gave up on its own (exit 4, not killed by the harness after
    // 30 s) is what bounds it, not a wall-clock figure that a busy machine could break.
    expect(elapsed).toBeGreaterThanOrEqual(1000);
  });

  it('says so, and ends, when the server answers garbage, cuts its answer short or sends too big a header', async () => {
    const answers: Record<string, (socket: Socket) => void> = {
      garbage: (socket) => socket.end('HELLO, THIS IS NOT HTTP\r\n\r\n'),
      'cut short': (socket) => {
        socket.write(
          'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"items":[',
        );
        setImmediate(() => socket.destroy());
      },
      'huge header': (socket) => socket.end(`HTTP/1.1 200 OK\r\nx-padding: ${'a'.repeat(200_000)}\r\n\r\n{}`),
      'no final status': (socket) => socket.end('HTTP/1.1 999 Whatever\r\ncontent-length: 2\r\n\r\n{}'),
    };
    const messages: Record<string, string> = {
      garbage: 'Could not read the answer of HOST: it is not HTTP (HPE_INVALID_CONSTANT)',
      'cut short': 'Could not reach HOST: the connection closed before the answer ended (ECONNRESET)',
      'huge header': 'Could not read the answer of HOST: its headers are too large (HPE_HEADER_OVERFLOW)',
      'no final status': 'Could not reach HOST: it answered with HTTP status 999, not a final answer',
    };
    for (const [kind, answer] of Object.entries(answers)) {
      // Each request is answered once it has arrived, whatever it is.
      const server = createNetServer((socket) => {
        // rackctl hangs up on what it cannot read, which this end of the socket may see as a reset.
        socket.on('error', () => undefined);
        socket.once('data', () => answer(socket));
      });
      const host = await listen(server as unknown as Server);
      for (const args of [
        ['project', 'list', '--json'],
        ['api', '/v1/projects'],
      ]) {
        const result = await against(host, args);
        expect({ kind, args, code: result.code, stdout: result.stdout }).toEqual({
          kind,
          args,
          code: 1,
          stdout: '',
        });
        expect(result.stderr, kind).toContain(`error: ${messages[kind]?.replace('HOST', host)}`);
      }
    }
  });

  it('gives up on an answer whose body stops coming after --timeout, with exit code 4', async () => {
    const sockets: Socket[] = [];
    const stalling = createNetServer((socket) => {
      sockets.push(socket);
      socket.on('error', () => undefined);
      socket.once('data', () =>
        socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{'),
      );
    });
    const host = await listen(stalling as unknown as Server);
    for (const args of [
      ['project', 'list', '--json'],
      ['api', '/v1/projects'],
    ]) {
      const result = await against(host, [...args, '--timeout', '1']);
      expect(result.code).toBe(4);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`error: ${host} did not answer within 1 s`);
    }
    for (const socket of sockets) socket.destroy();
  });

  it('follows redirects as fetch does, keeping the token on its own origin only', async () => {
    const seen: (string | undefined)[] = [];
    // A front that moves every path once on its own origin, then sends the call on to the platform's origin.
    const front = createHttpServer((incoming, outgoing) => {
      seen.push(incoming.headers.authorization);
      const url = incoming.url ?? '/';
      const target = url.startsWith('/moved')
        ? new URL(url.slice('/moved'.length), sandbox.platform.url)
        : `/moved${url}`;
      outgoing.writeHead(307, { location: String(target) }).end();
    });
    const host = await listen(front);
    const result = await against(host, ['project', 'list', '--json']);
    // The second hop kept the token; the platform, on another origin, got none and asked for a login.
    expect(seen).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
    expect(result.code).toBe(3);
    expect(result.stdout).toBe('');
  });

  describe('a rack with a self-signed certificate', () => {
    let host: string;
    beforeAll(async () => {
      const [cert, key] = await Promise.all([
        readFile(certFile),
        readFile(join(fixtures, 'self-signed.key.pem')),
      ]);
      // An HTTPS front for the mock platform, as a rack with its own certificate authority would be.
      const front = createHttpsServer({ cert, key }, (incoming, outgoing) => {
        const upstream = httpRequest(
          new URL(incoming.url ?? '/', sandbox.platform.url),
          { method: incoming.method, headers: incoming.headers },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        incoming.pipe(upstream);
      });
      host = await listen(front, 'https');
    });

    it('is refused by default, saying why and what to do', async () => {
      const result = await against(host, ['project', 'list', '--json']);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`error: Could not reach ${host}: its certificate is not trusted`);
      expect(result.stderr).toContain('--cacert FILE');
    });

    it('is accepted with --cacert naming its certificate', async () => {
      const result = await against(host, ['project', 'list', '--json', '--cacert', certFile]);
      expect(result.code).toBe(0);
      expect(json<{ name: string }[]>(result).map((project) => project.name)).toContain('mock-project');
      expect(result.stderr).toBe('');
      const api = await against(host, ['api', '/v1/me', '--cacert', certFile]);
      expect(json(api)).toMatchObject({ display_name: 'Hannah Arendt' });
    });

    it('is accepted with --insecure, with a warning on stderr', async () => {
      const result = await against(host, ['project', 'list', '--json', '--insecure']);
      expect(result.code).toBe(0);
      expect(json<unknown[]>(result).length).toBeGreaterThan(0);
      expect(result.stderr).toContain('warning: --insecure: certificates are not checked');
    });

    it('refuses a --cacert file that holds no certificate (exit 2)', async () => {
      const result = await against(host, ['project', 'list', '--cacert', join(fixtures, 'nothing.pem')]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Cannot read the CA certificate file');
    });
  });

  describe('answers that break the API description', () => {
    let host: string;
    beforeAll(async () => {
      const broken = createHttpServer((incoming, outgoing) => {
        const path = new URL(incoming.url ?? '/', 'http://x').pathname;
        if (path === '/v1/projects') {
          outgoing.writeHead(200, { 'content-type': 'application/json' });
          outgoing.end('{"items":42}');
        } else if (path === '/v1/me') {
          outgoing.writeHead(200, { 'content-type': 'text/html' });
          outgoing.end('<html><body>Welcome</body></html>');
        } else if (path === '/v1/echo') {
          let body = '';
          incoming.on('data', (chunk) => {
            body += chunk;
          });
          incoming.on('end', () => {
            outgoing.writeHead(200, { 'content-type': 'application/json' });
            outgoing.end(
              JSON.stringify({ method: incoming.method, url: incoming.url, headers: incoming.headers, body }),
            );
          });
        } else {
          outgoing.writeHead(502, { 'content-type': 'text/html' });
          outgoing.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
        }
      });
      host = await listen(broken);
    });

    it('are an error (exit 1) with nothing on stdout, as a table or as JSON', async () => {
      for (const args of [
        ['project', 'list', '--json'],
        ['project', 'list'],
        ['project', 'list', '--all'],
      ]) {
        const result = await against(host, args);
        expect(result.code).toBe(1);
        expect(result.stdout).toBe('');
        expect(result.stderr).toContain(
          `error: The platform's answer to projectList does not match the API description: "items" is 42, not a list`,
        );
      }
    });

    it('rackctl api --json prints no HTML, and says what came instead', async () => {
      const gateway = await against(host, ['api', '/v1/instances', '--json']);
      expect(gateway.code).toBe(1);
      expect(gateway.stdout).toBe('');
      expect(gateway.stderr).toContain(
        'error: The platform answered GET /v1/instances with HTTP 502 Bad Gateway and text/html, not JSON',
      );
      const typed = await against(host, ['instance', 'list', '--project', 'web', '--json']);
      expect(typed.code).toBe(1);
      expect(typed.stdout).toBe('');
      expect(typed.stderr).toContain('error: The platform answered instanceList with HTTP 502 Bad Gateway');
      const page = await against(host, ['api', '/v1/me', '--json']);
      expect(page.code).toBe(1);
      expect(page.stdout).toBe('');
      expect(page.stderr).toContain('it is not JSON (text/html)');
      // A person asking without --json sees what a successful call sent.
      expect((await against(host, ['api', '/v1/me'])).stdout).toContain('Welcome');
    });

    it('rackctl api sends -f strings, -F typed values and -H headers', async () => {
      const file = join(sandbox.configHome, 'note.txt');
      await writeFile(file, 'from a file\n');
      const posted = json<{ method: string; headers: Record<string, string>; body: string }>(
        await against(host, [
          'api',
          '/v1/echo',
          '-f',
          'name=web',
          '-f',
          'count=3',
          '-F',
          'size=1024',
          '-F',
          'ready=true',
          '-F',
          'gone=null',
          '-F',
          `note=@${file}`,
          '-H',
          'X-Trace: abc 1',
        ]),
      );
      expect(posted.method).toBe('POST');
      expect(JSON.parse(posted.body)).toEqual({
        name: 'web',
        count: '3',
        size: 1024,
        ready: true,
        gone: null,
        note: 'from a file',
      });
      expect(posted.headers['x-trace']).toBe('abc 1');
      expect(posted.headers.authorization).toBe(`Bearer ${token}`);
      const got = json<{ method: string; url: string }>(
        await against(host, ['api', '/v1/echo', '-X', 'GET', '-f', 'project=web', '-F', 'limit=5']),
      );
      expect(got).toMatchObject({ method: 'GET', url: '/v1/echo?project=web&limit=5' });
      const badHeader = await against(host, ['api', '/v1/echo', '-H', 'no colon']);
      expect(badHeader.code).toBe(2);
    });
  });
});

describe('output formats', { timeout: 120_000 }, () => {
  it('rackctl api --paginate follows next_page over every page and merges the items', async () => {
    const all = json<{ name: string }[]>(await sandbox.rackctl(['project', 'list', '--all', '--json']));
    // Three pages at least: the page size is a third of the list, rounded down.
    const limit = Math.max(1, Math.floor(all.length / 3));
    expect(all.length).toBeGreaterThanOrEqual(3);
    const merged = json<{ items: { name: string }[]; next_page: string | null }>(
      await sandbox.rackctl(['api', `/v1/projects?limit=${limit}`, '--paginate']),
    );
    expect(merged.items.map((project) => project.name)).toEqual(all.map((project) => project.name));
    expect(merged.next_page).toBeNull();
    const refused = await sandbox.rackctl(['api', '/v1/projects', '--paginate', '-X', 'POST']);
    expect(refused.code).toBe(2);
  });

  it('prints YAML with --format yaml and only the chosen fields with --fields', async () => {
    const yaml = await sandbox.rackctl(['project', 'list', '--format', 'yaml', '--fields', 'name,id']);
    expect(yaml.code).toBe(0);
    const parsed = parseYaml(yaml.stdout) as { name: string; id: string }[];
    expect(parsed.find((project) => project.name === 'mock-project')).toEqual({
      name: 'mock-project',
      id: expect.any(String),
    });
    expect(Object.keys(parsed[0] ?? {})).toEqual(['name', 'id']);

    const table = await sandbox.rackctl(['project', 'list', '--fields', 'name,description']);
    expect(table.stdout.split('\n')[0]).toMatch(/^NAME\s+DESCRIPTION$/);
    const view = await sandbox.rackctl(['project', 'view', 'mock-project', '--fields', 'name,time_created']);
    expect(view.stdout).toMatch(/^name: {10}mock-project\ntime_created: {2}\d{4}-/);
    const jsonView = await sandbox.rackctl(['project', 'view', 'mock-project', '--json', '--fields', 'name']);
    expect(json(jsonView)).toEqual({ name: 'mock-project' });

    const typo = await sandbox.rackctl(['project', 'list', '--json', '--fields', 'nmae']);
    expect(typo.code).toBe(2);
    expect(typo.stdout).toBe('');
    expect(typo.stderr).toContain('No field "nmae"');
    expect(typo.stderr).toMatch(/^Fields: .*\bname\b.*\btime_created\b/m);
    const twoFormats = await sandbox.rackctl(['project', 'list', '--json', '--format', 'yaml']);
    expect(twoFormats.code).toBe(2);
  });

  it('aligns columns by display width: CJK and emoji take two columns each', async () => {
    for (const [name, description] of [
      ['cjk-wide', '東京のサーバー群'],
      ['cjk-emoji', '🚀 rockets'],
      ['cjk-plain', 'plain'],
    ] as const) {
      expect((await sandbox.rackctl(['project', 'create', name, '-d', description])).code).toBe(0);
    }
    const { stdout } = await sandbox.rackctl(['project', 'list', '--all']);
    const lines = stdout.split('\n').filter((line) => /^(NAME|cjk-)/.test(line));
    expect(lines).toHaveLength(4);
    // The CREATED column starts at the same screen column on every line.
    const starts = lines.map((line) => {
      const match = /\s{2}(CREATED|\S+ ago|just now)$/.exec(line);
      return stringWidth(line.slice(0, match?.index ?? 0));
    });
    expect(new Set(starts).size).toBe(1);
  });
});
