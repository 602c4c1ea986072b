import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { type Api, createApi, type Params } from '@rackconsole/sdk';
import { users } from '../fixtures/identity';
import type { Role } from '../model/core/authz';
import { type MockServerOptions, startMockServer } from '../runtime/node';
import { NOT_PERSISTED_TABLES, readState } from '../runtime/state-reader';
import type { Db } from '../store/db';
import { newId } from '../store/ids';

export type SeededUser = keyof typeof users;

/**
 * Throws unless the state file and its journal replay to exactly the rows `db` holds: a row changed in place
 * and never written back with `set` is missing from the journal, and would be lost by a crash.
 */
export async function expectStateMatches(stateFile: string, db: Db) {
  const saved = (await readState(stateFile))?.tables ?? {};
  const live = JSON.parse(JSON.stringify(db.snapshot())) as typeof saved;
  for (const table of NOT_PERSISTED_TABLES) delete live[table];
  const differing: string[] = [];
  for (const table of new Set([...Object.keys(saved), ...Object.keys(live)])) {
    for (const id of new Set([...Object.keys(saved[table] ?? {}), ...Object.keys(live[table] ?? {})])) {
      if (!isDeepStrictEqual(saved[table]?.[id], live[table]?.[id])) differing.push(`${table}/${id}`);
    }
  }
  if (differing.length > 0) {
    throw new Error(
      `the --state journal does not replay to the store; rows differing: ${differing.join(', ')}`,
    );
  }
}

/**
 * A mock platform on a free loopback port for handler tests, with SDK clients signed in as seeded users.
 * Tokens are minted straight into the store so tests do not depend on the login flow they may be testing.
 * Every such platform journals to a `--state` file, and closing it checks the journal replays to the store:
 * the handler tests double as the proof that every change reaches the journal.
 */
export async function startTestPlatform(options: MockServerOptions = {}) {
  const stateDirectory = mkdtempSync(join(tmpdir(), 'mock-state-'));
  const stateFile = join(stateDirectory, 'state.json');
  const server = await startMockServer({ port: 0, transitionMs: 30, stateFile, ...options });
  const { db } = server.platform;

  function tokenFor(user: SeededUser): string {
    const token = `test_${randomBytes(12).toString('hex')}`;
    db.table('accessTokens').set(token, {
      id: newId(),
      token,
      user_id: users[user].id,
      time_created: new Date().toISOString(),
      time_expires: null,
    });
    return token;
  }

  /** An SDK client calling as a seeded user. */
  const clientAs = (user: SeededUser = 'hannah'): Api =>
    createApi({ host: server.url, token: tokenFor(user) });

  /** A raw fetch as a seeded user (or anonymously), for malformed requests the SDK would never send. */
  const fetchAs = (user: SeededUser | undefined, path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (user) headers.set('authorization', `Bearer ${tokenFor(user)}`);
    return fetch(`${server.url}${path}`, { ...init, headers });
  };

  return {
    url: server.url,
    db,
    server,
    api: clientAs('hannah'),
    clientAs,
    fetchAs,
    tokenFor,
    async close() {
      await server.close();
      try {
        await expectStateMatches(stateFile, db);
      } finally {
        rmSync(stateDirectory, { recursive: true, force: true });
      }
    },
  };
}

export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;

/** An SDK result refusing a call, as tests expect it; without a message, only the error code is compared. */
export const refusal = (statusCode: number, errorCode: string, message?: string) => ({
  type: 'error',
  statusCode,
  data: message === undefined ? { errorCode } : { errorCode, message },
});

/** A 400 refusal of a request the platform finds invalid (`InvalidRequest` unless told otherwise). */
export const invalid = (message: string, errorCode = 'InvalidRequest') => refusal(400, errorCode, message);

/** Creates an IP pool through the API (as a fleet admin's client), for tests that need one of their own. */
export async function createIpPool(api: Api, name: string, ipVersion: 'v4' | 'v6' = 'v4') {
  const result = await api.systemIpPoolCreate({ body: { name, description: '', ipVersion } });
  if (result.type !== 'success') throw new Error(`pool ${name} not created`);
  return result.data;
}

/** Gives a seeded user a role on a seeded project, as a project admin would. */
export function grantProjectRole(db: Db, projectId: string, userId: string, role: Role) {
  const policies = db.table('projectPolicies');
  const policy = policies.get(projectId);
  if (!policy) throw new Error(`the seed has no policy for project ${projectId}`);
  policy.role_assignments.push({ identity_id: userId, identity_type: 'silo_user', role_name: role });
  policies.set(policy.id, policy);
}

/** Waits until `check` holds, polling; for states that advance over time. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 3000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type BgpPeerInput = NonNullable<
  Params<'networkingSwitchPortSettingsCreate'>['body']['bgpPeers']
>[number]['peers'][number];

/**
 * A BGP peer of switch port settings as a client writes it (the SDK's newest shapes): numbered, at the seeded
 * uplinks' neighbour, unless `overrides` say otherwise.
 */
export const bgpPeerInput = (bgpConfig: string, overrides: Partial<BgpPeerInput> = {}): BgpPeerInput => ({
  addr: { type: 'numbered', targetAddr: '172.20.15.49' },
  bgpConfig,
  allowedExport: { type: 'no_filtering' },
  allowedImport: { type: 'no_filtering' },
  communities: [],
  connectRetry: 3,
  delayOpen: 0,
  enforceFirstAs: false,
  holdTime: 6,
  idleHoldTime: 3,
  keepalive: 2,
  ...overrides,
});
