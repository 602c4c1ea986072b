import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '@rackconsole/sdk';
import { afterAll, beforeAll } from 'vitest';
import { ensureBuilt } from './build';
import { startTestPlatform, type TestPlatform } from './platform';

/** What one run of the CLI did. */
export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Variables on top of the sandbox's (XDG_CONFIG_HOME, HOME, NO_COLOR); `undefined` removes one. */
  env?: Record<string, string | undefined>;
  /** Written to stdin, which is then closed. */
  input?: string;
  /** The run is killed after this long (the test then fails on its exit code). */
  timeoutMs?: number;
  /** Called with stderr as it grows, e.g. to read a device code while the command waits. */
  onStderr?: (stderr: string) => void;
}

/** A running CLI: its result once it exits. */
export interface CliProcess {
  result: Promise<CliResult>;
  /** Interrupts the run, e.g. to test resuming what it was doing. */
  kill(signal?: NodeJS.Signals): void;
}

/**
 * A sandbox for black-box runs of the built `rackctl`: a temporary config home, and a mock platform on a free
 * loopback port. `rackctl(...)` runs the bin as a child process there.
 */
export interface CliSandbox {
  platform: TestPlatform;
  configHome: string;
  spawn(args: string[], options?: RunOptions): CliProcess;
  rackctl(args: string[], options?: RunOptions): Promise<CliResult>;
  /** Logs in as a seeded user with an access token minted through the device flow. */
  login(user?: Parameters<TestPlatform['clientAs']>[0], profile?: string): Promise<string>;
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** Mints an access token for a seeded user the way the CLI gets one: device code, confirm, exchange. */
export async function mintToken(
  platform: TestPlatform,
  user: Parameters<TestPlatform['clientAs']>[0] = 'hannah',
) {
  const anonymous = createApi({ host: platform.url });
  const clientId = crypto.randomUUID();
  const requested = await anonymous.deviceAuthRequest({ body: { clientId } });
  if (requested.type !== 'success') throw new Error('device auth request failed');
  await platform.clientAs(user).deviceAuthConfirm({ body: { userCode: requested.data.userCode } });
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

/** Starts a mock platform (with `platformOptions`) and a config sandbox, and builds the CLI if needed. */
export async function startSandbox(
  platformOptions?: Parameters<typeof startTestPlatform>[0],
): Promise<CliSandbox> {
  const [bin, platform, configHome] = await Promise.all([
    ensureBuilt(),
    startTestPlatform(platformOptions),
    mkdtemp(join(tmpdir(), 'rackctl-test-')),
  ]);
  const baseEnv: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: configHome,
    XDG_CONFIG_HOME: configHome,
    NO_COLOR: '1',
  };

  const spawnCli = (args: string[], options: RunOptions = {}): CliProcess => {
    const env = Object.fromEntries(
      Object.entries({ ...baseEnv, ...options.env }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const child = spawn(process.execPath, [bin, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      options.onStderr?.(stderr);
    });
    // A command that exits without reading its input (a refused flag) can close the pipe before this write
    // lands: the EPIPE is the command's business, its exit code and output are what the test reads.
    child.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
    child.stdin.end(options.input ?? '');
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const result = new Promise<CliResult>((resolve) => {
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code, stdout, stderr });
      });
    });
    return { result, kill: (signal = 'SIGTERM') => child.kill(signal) };
  };

  return {
    platform,
    configHome,
    spawn: spawnCli,
    rackctl: (args, options) => spawnCli(args, options).result,
    async login(user = 'hannah', profile) {
      const token = await mintToken(platform, user);
      const args = ['auth', 'login', '--host', platform.url, '--token', token];
      const { code, stderr } = await spawnCli(profile ? ['--profile', profile, ...args] : args).result;
      if (code !== 0) throw new Error(`login failed: ${stderr}`);
      return token;
    },
    async close() {
      await platform.close();
      await rm(configHome, { recursive: true, force: true });
    },
  };
}

/**
 * The sandbox of a test file, signed in as hannah: started (then `setup` run) before the file's tests and
 * closed after them. The object returned stands for it from the start, so a file declares it in one line.
 */
export function signedInSandbox(setup?: (sandbox: CliSandbox) => Promise<void>): CliSandbox {
  let current: CliSandbox | undefined;
  beforeAll(async () => {
    current = await startSandbox();
    await current.login();
    await setup?.(current);
  }, 120_000);
  afterAll(() => current?.close());
  const started = () => {
    if (!current) throw new Error('the sandbox is used before its beforeAll ran');
    return current;
  };
  return {
    get platform() {
      return started().platform;
    },
    get configHome() {
      return started().configHome;
    },
    spawn: (args, options) => started().spawn(args, options),
    rackctl: (args, options) => started().rackctl(args, options),
    login: (user, profile) => started().login(user, profile),
    close: () => started().close(),
  };
}

/** Parses a run's stdout as JSON, failing the test with its stderr when it is not. */
export function json<T = unknown>(result: CliResult): T {
  try {
    return JSON.parse(result.stdout) as T;
  } catch {
    throw new Error(`stdout is not JSON (exit ${result.code}):\n${result.stdout}\nstderr:\n${result.stderr}`);
  }
}
