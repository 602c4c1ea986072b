import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { run } from '@rackconsole/cli';
import { type MockServer, startMockServer } from '@rackconsole/mock-server';
import { type ApiResult, createApi, snakeToCamel } from '@rackconsole/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiOperation, apiOperations, loadOpenApi } from './api/openapi';
import { operationSamples } from './api/samples';

// Inside apps/docs, so the samples resolve `@rackconsole/*` through the docs app's own dependencies.
const DOCS_DIR = fileURLToPath(new URL('..', import.meta.url));
const CONTENT_DIR = join(DOCS_DIR, 'content');
const workDir = mkdtempSync(join(DOCS_DIR, '.samples-'));
const require = createRequire(import.meta.url);

let server: MockServer;
/** The mock's origin without the trailing slash, as `$RACK_HOST` reads in the samples. */
let host: string;
let token: string;

/** An access token for `hannah`, through the device flow a script or `rackctl auth login` goes through. */
async function deviceToken(origin: string): Promise<string> {
  const anonymous = createApi({ host: origin });
  const login = await fetch(`${origin}/v1/login/maze-war/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'hannah', password: 'rack-console' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const signedIn = createApi({ host: origin, baseParams: { headers: { cookie } } });
  const clientId = crypto.randomUUID();
  const requested = await anonymous.deviceAuthRequest({ body: { clientId } });
  if (requested.type !== 'success') throw new Error('device auth request failed');
  await signedIn.deviceAuthConfirm({ body: { userCode: requested.data.userCode } });
  const granted = await anonymous.deviceAccessToken({
    body: {
      clientId,
      deviceCode: requested.data.deviceCode,
      grantType: 'urn:ietf:params:oauth:grant-type:device_code',
    },
  });
  if (granted.type !== 'success') throw new Error('device token exchange failed');
  return granted.data.accessToken;
}

beforeAll(async () => {
  server = await startMockServer({ port: 0 });
  host = server.url.replace(/\/$/, '');
  token = await deviceToken(host);
});
afterAll(async () => {
  await server?.close();
  rmSync(workDir, { recursive: true, force: true });
});

const INCLUDE = /^<!--\s*@include:\s*([^{\s]+?)(?:\{(\d*),(\d*)\})?\s*-->$/gm;

/** A page's Markdown with its `<!--@include: path{from,to}-->` lines replaced, as VitePress does. */
function withIncludes(file: string): string {
  return readFileSync(file, 'utf8').replace(INCLUDE, (_, path: string, from?: string, to?: string) => {
    // Generated pages carry no ts samples (the API reference's are checked from their generator below).
    if (path.includes('generated/')) return '';
    const lines = readFileSync(resolve(dirname(file), path), 'utf8').split('\n');
    return lines.slice(from ? Number(from) - 1 : 0, to ? Number(to) : undefined).join('\n');
  });
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** Every ```ts block of the hand-written pages (included READMEs too), named after where it comes from. */
function pageSamples() {
  return markdownFiles(CONTENT_DIR).flatMap((file) => {
    const source = withIncludes(file);
    return [...source.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => ({
      file: `${file.slice(CONTENT_DIR.length + 1).replaceAll('/', '__')}-L${
        source.slice(0, match.index).split('\n').length
      }.ts`,
      code: match[1] as string,
    }));
  });
}

// Samples that need a browser (msw's service worker) or a host that `declare`s its functions (a form
// library): type-checked, not run.
const NOT_RUNNABLE = /@rackconsole\/mock-server\/browser|^declare /m;
// The hosts the pages' samples name; a run points them at the mock.
const DOCUMENTED_HOSTS = /https?:\/\/(?:127\.0\.0\.1:12220|rack\.example\.com)/g;

const doc = loadOpenApi();
// Deletions last, so every other operation finds the seeded resources the samples name.
const operations = [...apiOperations(doc)].sort(
  (a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'),
);

function sdkModule(): string {
  const calls = operations.flatMap((entry) => {
    const sample = operationSamples(doc, entry).sdk;
    if (!sample) return [];
    const body = sample.replace(/^import .*\n/m, '');
    return [
      `export async function ${snakeToCamel(entry.operation.operationId)}() {\n${body}\nreturn result;\n}`,
    ];
  });
  return `import { createApi, toPlatformError } from '@rackconsole/sdk';\n\n${calls.join('\n\n')}\n`;
}

describe('code samples', () => {
  it('type-check against the workspace packages: every page sample and every SDK call of the API reference', () => {
    const samples = pageSamples();
    // The SDK, validators and mock server pages all carry samples; fewer means extraction broke.
    expect(samples.length).toBeGreaterThanOrEqual(15);
    for (const sample of samples) writeFileSync(join(workDir, sample.file), `${sample.code}\nexport {};\n`);
    writeFileSync(join(workDir, 'api-sdk-samples.ts'), sdkModule());
    writeFileSync(
      join(workDir, 'tsconfig.json'),
      JSON.stringify({
        extends: '../../../tsconfig.base.json',
        compilerOptions: { noEmit: true, types: ['node'] },
        include: ['*.ts'],
      }),
    );
    const result = spawnSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '--noEmit', '-p', workDir],
      {
        cwd: workDir,
        encoding: 'utf8',
        timeout: 480_000,
      },
    );
    // tsc names each failing sample file: `<page>.md-L<line>.ts` points at the block in the Markdown.
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('run against the Node mock server with a device token; those that call it say something, success or not', async () => {
    const tsx = require.resolve('tsx/cli');
    const failures: string[] = [];
    const runnable = pageSamples().filter((sample) => !NOT_RUNNABLE.test(sample.code));
    expect(runnable.length).toBeGreaterThanOrEqual(12);
    for (const sample of runnable) {
      const file = join(workDir, `run-${sample.file}`);
      writeFileSync(file, `${sample.code.replace(DOCUMENTED_HOSTS, host)}\nexport {};\n`);
      const result = await runProcess(process.execPath, [tsx, '--conditions=@rackconsole/source', file], {
        ...process.env,
        RACK_TOKEN: token,
        RACK_HOST: host,
        NO_COLOR: '1',
      });
      const output = `${result.stdout}${result.stderr}`;
      if (result.code !== 0) failures.push(`${sample.file} exited ${result.code}: ${output}`);
      else if (sample.code.includes('createApi(') && output.trim() === '') {
        failures.push(`${sample.file} calls the platform and printed nothing`);
      } else if (/Unauthorized|credentials missing/.test(output)) failures.push(`${sample.file}: ${output}`);
    }
    expect(failures).toEqual([]);
  });
});

/**
 * Runs a process without blocking this one (the mock server answering it lives here); resolves to its exit
 * code and output, or kills it after a minute.
 */
function runProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: workDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill(), 60_000);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

/** What a sample's call must never get: a refusal of its credentials or of its shape by the contract. */
function wrongCall(errorCode: unknown, message: unknown): boolean {
  return (
    errorCode === 'Unauthorized' ||
    (typeof message === 'string' && /^(bad path parameter|unable to parse)/.test(message))
  );
}

/** A JSON error body's problem, if the text is one the sample should not have caused. */
function problemOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text);
    return body && wrongCall(body.error_code, body.message)
      ? `${body.error_code}: ${body.message}`
      : undefined;
  } catch {
    return undefined;
  }
}

/** Splits a shell command of the forms the reference prints into words: plain, single- and double-quoted. */
function shellWords(command: string): string[] {
  return [...command.matchAll(/'((?:[^']|'\\'')*)'|"([^"]*)"|(\S+)/g)].map((match) =>
    match[1] !== undefined ? match[1].replaceAll(`'\\''`, "'") : ((match[2] ?? match[3]) as string),
  );
}

/** Runs a `[echo '<json>' |] rackctl …` sample in-process (body.bin in the work directory); its exit code and stdout. */
async function runRackctl(sample: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const [piped, command] = sample.includes(' | rackctl ') ? sample.split(' | ') : [undefined, sample];
  const input = piped ? (shellWords(piped)[1] ?? '') : '';
  let stdout = '';
  let stderr = '';
  const sink = (write: (text: string) => void) =>
    new Writable({
      write(chunk, _encoding, done) {
        write(String(chunk));
        done();
      },
    });
  const words = shellWords(command as string).map((word) =>
    word === 'body.bin' ? join(workDir, word) : word,
  );
  const code = await run(['node', ...words], {
    stdout: sink((text) => {
      stdout += text;
    }),
    stderr: sink((text) => {
      stderr += text;
    }),
    stdin: Readable.from([input]),
    env: { RACK_HOST: host, RACK_TOKEN: token, NO_COLOR: '1', HOME: workDir, XDG_CONFIG_HOME: workDir },
  });
  return { code, stdout, stderr };
}

/** A usage error of the command line itself (not of a file or value an example names): the sample is wrong. */
const COMMAND_LINE_ERROR = /unknown (option|command)|missing required|too many arguments|error: Missing --/;

describe('the API reference samples', () => {
  it('call every operation against the mock as curl, SDK and rackctl, carrying the token and a valid request', async () => {
    writeFileSync(join(workDir, 'body.bin'), 'not really a zip');
    writeFileSync(join(workDir, 'api-sdk-run.ts'), sdkModule());
    const sdk: Record<string, () => Promise<ApiResult<unknown>>> = await import(
      join(workDir, 'api-sdk-run.ts')
    );
    // The SDK samples log their answers; the test reads the results instead.
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.RACK_HOST = host;
    process.env.RACK_TOKEN = token;
    const failures: string[] = [];
    const check = (entry: ApiOperation, form: string, problem: string | undefined) => {
      if (problem) failures.push(`${entry.operation.operationId} (${form}): ${problem}`);
    };
    let runs = 0;
    for (const entry of operations) {
      const samples = operationSamples(doc, entry);
      const curl = await runProcess('sh', ['-c', samples.curl], {
        PATH: process.env.PATH,
        RACK_HOST: host,
        RACK_TOKEN: token,
      });
      check(
        entry,
        'curl',
        curl.code === 0 ? problemOf(curl.stdout) : `curl exited ${curl.code}: ${curl.stderr}`,
      );
      runs += 1;
      const call = sdk[snakeToCamel(entry.operation.operationId)];
      if (call) {
        const result = await call();
        check(
          entry,
          'SDK',
          result.type === 'error' && wrongCall(result.data.errorCode, result.data.message)
            ? `${result.data.errorCode}: ${result.data.message}`
            : undefined,
        );
        runs += 1;
      }
      if (samples.rackctl) {
        const { code, stdout, stderr } = await runRackctl(samples.rackctl);
        const wrong = code === 3 || (code === 2 && COMMAND_LINE_ERROR.test(stderr));
        check(entry, 'rackctl', wrong ? `exit ${code}: ${stderr}` : problemOf(stdout));
        runs += 1;
      }
    }
    vi.restoreAllMocks();
    delete process.env.RACK_HOST;
    delete process.env.RACK_TOKEN;
    expect(failures).toEqual([]);
    expect(runs).toBeGreaterThan(800);
  });
});
