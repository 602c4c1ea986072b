// The remote project's platform: the Node mock server, and the console built in remote mode and served by
// `vite preview`, whose proxy sends the platform's paths to the mock (apps/console/vite.config.ts). The
// console then talks to a real HTTP backend, and `rackctl` to the same one through the console's origin.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningProcess, startProcess } from './processes';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CONSOLE_DIR = join(REPO, 'apps/console');
const VITE = join(CONSOLE_DIR, 'node_modules/vite/bin/vite.js');
const CLI_DIR = join(REPO, 'packages/cli');

/** The built `rackctl`, as `pnpm build` leaves it and as it ships. */
export const CLI_BIN = join(CLI_DIR, 'dist/bin.js');

/** One build per E2E_PORT, like the preview project's, so suites running side by side never share files. */
const REMOTE_BUILD_DIR = `dist-e2e/remote-${process.env.E2E_PORT ?? 4173}`;

const STARTUP_MS = 30_000;

async function succeed(step: string, run: RunningProcess) {
  const code = await run.exited;
  if (code !== 0) throw new Error(`${step} failed (exit ${code}):\n${run.stdout()}\n${run.stderr()}`);
}

/** Builds the console in remote mode: no in-browser mock, every platform call goes to its own origin. */
export async function buildRemoteConsole() {
  const build = startProcess(
    process.execPath,
    [VITE, 'build', '--outDir', REMOTE_BUILD_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    // Any origin will do here: the build only needs to know it is remote; each worker's preview server
    // is given the origin of that worker's mock server.
    { cwd: CONSOLE_DIR, env: { ...process.env, RACK_API_ORIGIN: 'http://127.0.0.1' } },
  );
  await succeed('Building the console in remote mode', build);
}

/** The newest modification time among the files bundled into `rackctl` (its own, the SDK's, the validators'). */
function newestCliInput(): number {
  const inputs = ['packages/cli/src', 'packages/sdk/src', 'packages/validators/src'].flatMap((dir) =>
    readdirSync(join(REPO, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
  inputs.push(join(CLI_DIR, 'package.json'), join(CLI_DIR, 'tsup.config.ts'));
  return Math.max(...inputs.map((file) => statSync(file).mtimeMs));
}

/**
 * Makes sure `packages/cli/dist` holds a `rackctl` built from the current sources: `pnpm check` builds it
 * before the e2e suite, and a run on its own builds it here when it is missing or older than its sources.
 */
export async function ensureCliBuilt() {
  const missing = !existsSync(CLI_BIN);
  if (!missing && statSync(CLI_BIN).mtimeMs >= newestCliInput()) return;
  const tsup = createRequire(import.meta.url).resolve('tsup/dist/cli-default.js');
  const build = startProcess(process.execPath, [tsup, '--silent'], { cwd: CLI_DIR, env: process.env });
  await succeed(
    `packages/cli/dist/bin.js is ${missing ? 'missing' : 'older than its sources'}; building it (what \`pnpm --filter @rackconsole/cli build\` does)`,
    build,
  );
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A mock platform and a console in front of it, both on 127.0.0.1. */
export interface RemoteStack {
  /** The mock server's own origin. */
  platformUrl: string;
  /** The console's origin, which also proxies the platform's paths (what `rackctl --host` is given). */
  consoleUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the Node mock server on a free port (from its bin's source, quiet), then the console before it: the
 * remote build served by `vite preview`, or with `dev` the development server (React's development build, whose
 * warnings a test may watch). `latency` ('ms' or 'a-b') slows every answer of the platform.
 */
export async function startRemoteStack({
  dev = false,
  latency,
}: {
  dev?: boolean;
  latency?: string;
} = {}): Promise<RemoteStack> {
  const mock = startProcess(
    process.execPath,
    [
      '--conditions=@rackconsole/source',
      '--import',
      'tsx',
      'packages/mock-server/src/bin.ts',
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--quiet',
      // The console's preview server proxies to it from loopback and says who each client is.
      '--trust-proxy',
      '127.0.0.1',
      ...(latency ? ['--latency', latency] : []),
    ],
    { cwd: REPO, env: process.env },
  );
  const running: RunningProcess[] = [mock];
  const close = async () => {
    await Promise.all(running.map((run) => run.stop()));
  };
  try {
    const platformUrl = (await mock.waitFor(/listening on (http:\/\/\S+)/, STARTUP_MS))[1] as string;
    const port = await freePort();
    const consoleUrl = `http://127.0.0.1:${port}`;
    const preview = startProcess(
      process.execPath,
      [
        VITE,
        ...(dev ? [] : ['preview', '--outDir', REMOTE_BUILD_DIR]),
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--strictPort',
      ],
      { cwd: CONSOLE_DIR, env: { ...process.env, RACK_API_ORIGIN: platformUrl } },
    );
    running.push(preview);
    await preview.waitFor(new RegExp(`Local:\\s+${consoleUrl}/`), STARTUP_MS);
    return { platformUrl, consoleUrl, close };
  } catch (error) {
    await close();
    throw error;
  }
}
