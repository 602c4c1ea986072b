#!/usr/bin/env node
// rackconsole-mock: the mock platform as a standalone HTTP server.
import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import type { SeedName } from './fixtures';
import { DEFAULT_AUTH_LIMITS as AUTH, DEFAULT_AUDIT_RETENTION } from './model/services';
import type { Latency } from './runtime/behaviour';
import { startMockServer } from './runtime/node';
import { DEFAULT_COMPACT_AFTER_BYTES, isNoRoom } from './runtime/persistence';
import { StateFileError } from './runtime/state-format';

const USAGE = `Usage: rackconsole-mock [options]

Options:
  --port <n>            port to listen on (default 12220; 0 picks a free one)
  --host <addr>         address to listen on (default 127.0.0.1)
  --latency <ms|a-b>    delay every answer by ms, or by a random time between a and b ms (default 0)
  --chaos <rate>        fail this share (0-1) of calls with 401, 403, 404 or 500 (default 0, off)
  --seed <name>         seed data: default or minimal (default: default)
  --state <file>        keep the store in this file: loaded at start if it exists (else seeded and
                        created), every write journaled and fsynced to <file>.journal.<n> before it
                        is answered, so acknowledged writes survive kill -9 and power loss. State files
                        are created mode 0600; a file that is not a store of a known format version is
                        refused (exit code 2) and left untouched. One server per file.
  --compact-after <n>   with --state: fold the journal into <file> once it holds n bytes
                        (default ${DEFAULT_COMPACT_AFTER_BYTES}, 16 MiB); compaction runs in the background
  --transition-ms <n>   how long transient instance and disk states last (default 1500)
  --session-idle-timeout <s>
                        end a console session unused for this many seconds (default ${AUTH.sessionIdleTimeoutSeconds}, 8 h)
  --session-absolute-timeout <s>
                        end a console session this many seconds after sign-in (default ${AUTH.sessionAbsoluteTimeoutSeconds}, 24 h)
  --max-failures-per-user <n>
                        wrong passwords for one username, or wrong device codes of one user, before a
                        pause with 429 (default ${AUTH.maxFailuresPerUser}; 0: no limit)
  --max-failures-per-address <n>
                        failed guesses of either kind from one client address before a pause
                        (default ${AUTH.maxFailuresPerAddress}; 0: no limit)
  --failure-window <s>  failures count for this many seconds from the first; a pause lasts until then
                        (default ${AUTH.failureWindowSeconds})
  --device-poll-interval <s>
                        polls of one device code closer than this answer slow_down (default ${AUTH.devicePollIntervalSeconds}; 0: off)
  --throttle-max-entries <n>
                        users, addresses and device codes the throttles remember at most (default ${AUTH.throttleMaxEntries})
  --max-failures-per-account <n>
                        failed guesses for one account from all addresses before clients that never signed
                        in to it are paused on it (default ${AUTH.maxFailuresPerAccount}; 0: no limit)
  --trust-proxy <addr,...>
                        behind a reverse proxy at these addresses (e.g. 127.0.0.1): on requests from them,
                        believe X-Forwarded-Proto (Secure cookies), -For (the client) and -Host
  --public-origin <url> the origin users reach the platform at, for the links it hands out (the device
                        login's verification_uri); default: the request's own Host
  --audit-max-entries <n>
                        keep at most this many audit log entries, dropping the oldest (default 10000)
  --audit-max-age-hours <n>
                        drop audit log entries older than this many hours (default 720: 30 days)
  --quiet               do not log requests
  -h, --help            show this help`;

function fail(message: string): never {
  console.error(`rackconsole-mock: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function number(name: string, value: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || parsed > max)
    fail(`--${name} must be a number from 0 to ${max}, got "${value}"`);
  return parsed;
}

function latency(value: string | undefined): Latency {
  if (value === undefined) return 0;
  const range = /^(\d+)-(\d+)$/.exec(value);
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])];
    if (max < min) fail(`--latency range must not end below its start, got "${value}"`);
    return [min, max];
  }
  return number('latency', value, 0);
}

/** The proxies' addresses, as their sockets report them (IPv4 in dotted form, IPv6 without brackets). */
function trustedProxies(value: string | undefined): string[] {
  if (value === undefined) return [];
  const addresses = value.split(',').map((address) => address.trim());
  const bad = addresses.find((address) => isIP(address) === 0);
  if (bad !== undefined) fail(`--trust-proxy takes IP addresses separated by commas, got "${bad}"`);
  return addresses;
}

function publicOrigin(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    fail(`--public-origin must be an http(s) origin such as https://rack.example, got "${value}"`);
  }
  return url.origin;
}

let parsed: ReturnType<typeof parseArgs>;
try {
  parsed = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      latency: { type: 'string' },
      chaos: { type: 'string' },
      seed: { type: 'string' },
      state: { type: 'string' },
      'compact-after': { type: 'string' },
      'transition-ms': { type: 'string' },
      'session-idle-timeout': { type: 'string' },
      'session-absolute-timeout': { type: 'string' },
      'max-failures-per-user': { type: 'string' },
      'max-failures-per-address': { type: 'string' },
      'failure-window': { type: 'string' },
      'device-poll-interval': { type: 'string' },
      'throttle-max-entries': { type: 'string' },
      'max-failures-per-account': { type: 'string' },
      'trust-proxy': { type: 'string' },
      'public-origin': { type: 'string' },
      'audit-max-entries': { type: 'string' },
      'audit-max-age-hours': { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
} catch (error) {
  fail((error as Error).message);
}
const flags = parsed.values as Record<string, string | boolean | undefined>;
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
/** A numeric flag by name, its default taken from the auth limits. */
const limit = (name: string, fallback: number) => number(name, flags[name] as string | undefined, fallback);

const seed = (flags.seed as string | undefined) ?? 'default';
if (seed !== 'default' && seed !== 'minimal') fail(`--seed must be default or minimal, got "${seed}"`);

const server = await startMockServer({
  port: number('port', flags.port as string | undefined, 12220, 65535),
  host: (flags.host as string | undefined) ?? '127.0.0.1',
  latency: latency(flags.latency as string | undefined),
  chaos: number('chaos', flags.chaos as string | undefined, 0, 1),
  seed: seed as SeedName,
  stateFile: flags.state as string | undefined,
  compactAfterBytes: number(
    'compact-after',
    flags['compact-after'] as string | undefined,
    DEFAULT_COMPACT_AFTER_BYTES,
  ),
  transitionMs: number('transition-ms', flags['transition-ms'] as string | undefined, 1500),
  auth: {
    sessionIdleTimeoutSeconds: limit('session-idle-timeout', AUTH.sessionIdleTimeoutSeconds),
    sessionAbsoluteTimeoutSeconds: limit('session-absolute-timeout', AUTH.sessionAbsoluteTimeoutSeconds),
    maxFailuresPerUser: limit('max-failures-per-user', AUTH.maxFailuresPerUser),
    maxFailuresPerAddress: limit('max-failures-per-address', AUTH.maxFailuresPerAddress),
    maxFailuresPerAccount: limit('max-failures-per-account', AUTH.maxFailuresPerAccount),
    failureWindowSeconds: limit('failure-window', AUTH.failureWindowSeconds),
    devicePollIntervalSeconds: limit('device-poll-interval', AUTH.devicePollIntervalSeconds),
    throttleMaxEntries: limit('throttle-max-entries', AUTH.throttleMaxEntries),
  },
  trustProxy: trustedProxies(flags['trust-proxy'] as string | undefined),
  publicOrigin: publicOrigin(flags['public-origin'] as string | undefined),
  auditRetention: {
    maxEntries: number(
      'audit-max-entries',
      flags['audit-max-entries'] as string | undefined,
      DEFAULT_AUDIT_RETENTION.maxEntries,
    ),
    maxAgeMs:
      number(
        'audit-max-age-hours',
        flags['audit-max-age-hours'] as string | undefined,
        DEFAULT_AUDIT_RETENTION.maxAgeMs / 3_600_000,
      ) * 3_600_000,
  },
  log: flags.quiet ? undefined : (line) => console.log(line),
}).catch((error: NodeJS.ErrnoException) => {
  if (error instanceof StateFileError) {
    console.error(`rackconsole-mock: refusing --state ${error.message}; the file was left as it is`);
    process.exit(2);
  }
  // Not a usage mistake: one line saying what went wrong, without the usage text.
  const reason = isNoRoom(error)
    ? `no room left to write --state ${flags.state} (${error.code}); free some space and start again`
    : error.code === 'EADDRINUSE'
      ? 'that port is already in use'
      : error.message;
  console.error(`rackconsole-mock: ${reason}`);
  process.exit(1);
});

console.log(`Mock platform API listening on ${server.url}`);
// The last resort: every listener catches its own failures, so reaching here is a bug in the mock. One bad
// request must not take down the platform every other client is using: log it and keep serving.
process.on('uncaughtException', (error) => console.error('rackconsole-mock: uncaught exception:', error));
process.on('unhandledRejection', (reason) => console.error('rackconsole-mock: unhandled rejection:', reason));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
