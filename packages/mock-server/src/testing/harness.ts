import { randomBytes } from 'node:crypto';
import { type Api, createApi } from '@rackconsole/sdk';
import { users } from '../fixtures/identity';
import { type MockServerOptions, startMockServer } from '../runtime/node';
import { newId } from '../store/ids';

export type SeededUser = keyof typeof users;

/**
 * A mock platform on a free loopback port for handler tests, with SDK clients signed in as seeded users.
 * Tokens are minted straight into the store so tests do not depend on the login flow they may be testing.
 */
export async function startTestPlatform(options: MockServerOptions = {}) {
  const server = await startMockServer({ port: 0, transitionMs: 30, ...options });
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
    close: () => server.close(),
  };
}

export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;

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
