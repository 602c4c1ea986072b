import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_PASSWORD, users } from '../../fixtures/identity';
import type { MockServerOptions } from '../../runtime/node';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import type { AuthLimits } from './auth-limits';

// The limits are about time; the clock is the test's, so a busy machine, slow between two requests, changes
// nothing. Only `Date` is faked: the server's sockets and timers run as in production.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

const started: TestPlatform[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(started.splice(0).map((platform) => platform.close()));
});

async function platformWith(auth: Partial<AuthLimits>, options: MockServerOptions = {}) {
  const platform = await startTestPlatform({ auth, ...options });
  started.push(platform);
  return platform;
}

/** Moves the platform's clock on by `ms`. */
const elapse = (ms: number) => vi.advanceTimersByTime(ms);

/** A local login on maze-war; `from` poses as a client address behind a trusted proxy. */
const login = (platform: TestPlatform, username: string, password: string, from?: string) =>
  platform.fetchAs(undefined, '/v1/login/maze-war/local', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify({ username, password }),
  });

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const me = (platform: TestPlatform, cookie: string) =>
  platform.fetchAs(undefined, '/v1/me', { headers: { cookie } });

async function expectTooMany(response: Response, maxSeconds: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(await response.json()).toEqual({
    error_code: 'TooManyRequests',
    message: expect.stringMatching(/^too many failed attempts; try again in \d+ seconds$/),
    request_id: expect.any(String),
  });
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** Starts a device login; returns its codes and a function polling the token endpoint. */
async function deviceRequest(platform: TestPlatform, ttlSeconds?: number) {
  const clientId = crypto.randomUUID();
  const fields: Record<string, string> = { client_id: clientId };
  if (ttlSeconds !== undefined) fields.ttl_seconds = String(ttlSeconds);
  const response = await platform.fetchAs(undefined, '/device/auth', form(fields));
  expect(response.status).toBe(200);
  const { device_code, user_code } = (await response.json()) as { device_code: string; user_code: string };
  const poll = () =>
    platform.fetchAs(
      undefined,
      '/device/token',
      form({
        client_id: clientId,
        device_code,
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      }),
    );
  return { userCode: user_code, poll };
}

const confirm = (platform: TestPlatform, userCode: string, user: 'hannah' | 'hans' = 'hannah') =>
  platform.fetchAs(user, '/device/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_code: userCode }),
  });

/** Confirms as hannah with a device token of her own that expires in `seconds`. */
function confirmWithExpiringToken(platform: TestPlatform, userCode: string, seconds: number) {
  const token = `expiring_${crypto.randomUUID()}`;
  platform.db.table('accessTokens').set(token, {
    id: crypto.randomUUID(),
    token,
    user_id: users.hannah.id,
    time_created: new Date().toISOString(),
    time_expires: new Date(Date.now() + seconds * 1000).toISOString(),
  });
  return platform.fetchAs(undefined, '/device/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ user_code: userCode }),
  });
}

const errorCodeOf = async (response: Response) =>
  ((await response.json()) as { error_code: string }).error_code;

describe('login throttling', () => {
  it('turns a password-guessing run into a handful of tries with the defaults', async () => {
    const platform = await platformWith({});
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60; attempt++) {
      statuses.push((await login(platform, 'hans', `guess-${attempt}`)).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    // Paused means paused: the right password waits too.
    await expectTooMany(await login(platform, 'hans', SEED_PASSWORD), 300);
    // Another user is not paused: ten failures from one address stay under its limit.
    expect((await login(platform, 'hannah', SEED_PASSWORD)).status).toBe(204);
  });

  it('never refuses the right password for wrong ones typed from other addresses', async () => {
    const platform = await platformWith(
      { maxFailuresPerUser: 3, failureWindowSeconds: 0.6 },
      { trustProxy: ['127.0.0.1'] },
    );
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(platform, 'hans', 'wrong', '10.0.0.1')).status).toBe(401);
    }
    // The guessing client is paused on hans, the right password included…
    await expectTooMany(await login(platform, 'hans', SEED_PASSWORD, '10.0.0.1'), 1);
    // …while hans, elsewhere, signs in.
    expect((await login(platform, 'hans', SEED_PASSWORD, '10.0.0.2')).status).toBe(204);

    elapse(650);
    expect((await login(platform, 'hans', SEED_PASSWORD, '10.0.0.1')).status).toBe(204);
  });

  it('guards an account against guesses spread over many addresses, but not from its own clients', async () => {
    const platform = await platformWith(
      { maxFailuresPerUser: 100, maxFailuresPerAccount: 5, failureWindowSeconds: 0.6 },
      { trustProxy: ['127.0.0.1'] },
    );
    expect((await login(platform, 'hans', SEED_PASSWORD, '10.0.1.1')).status).toBe(204);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(platform, 'hans', 'wrong', `10.0.2.${attempt}`)).status).toBe(401);
    }
    // A rotating guesser is paused on hans from any new address…
    await expectTooMany(await login(platform, 'hans', 'another-guess', '10.0.2.99'), 1);
    // …while hans, from where he signed in before, gets in.
    expect((await login(platform, 'hans', SEED_PASSWORD, '10.0.1.1')).status).toBe(204);
  });

  it('pauses one address whatever usernames it tries, and only that address', async () => {
    const platform = await platformWith(
      { maxFailuresPerUser: 100, maxFailuresPerAddress: 4, failureWindowSeconds: 0.6 },
      { trustProxy: ['127.0.0.1'] },
    );
    for (const username of ['hans', 'hannah', 'jacob', 'nobody']) {
      expect((await login(platform, username, 'wrong', '10.0.0.9')).status).toBe(401);
    }
    await expectTooMany(await login(platform, 'simone', SEED_PASSWORD, '10.0.0.9'), 1);
    expect((await login(platform, 'simone', SEED_PASSWORD, '10.0.0.10')).status).toBe(204);
    // A proxy appends the address it saw; what the client wrote before it is not believed.
    await expectTooMany(await login(platform, 'simone', SEED_PASSWORD, '10.0.0.10, 10.0.0.9'), 1);
    // Every account is paused there for clients that never signed in to it from that address.
    await expectTooMany(await login(platform, 'hannah', SEED_PASSWORD, '10.0.0.9'), 1);

    elapse(650);
    expect((await login(platform, 'simone', SEED_PASSWORD, '10.0.0.9')).status).toBe(204);
  });

  it('forgets a username’s failures once the right password is given', async () => {
    const platform = await platformWith({ maxFailuresPerUser: 3 });
    for (let round = 0; round < 3; round++) {
      for (let attempt = 0; attempt < 2; attempt++) {
        expect((await login(platform, 'hans', 'wrong')).status).toBe(401);
      }
      expect((await login(platform, 'hans', SEED_PASSWORD)).status).toBe(204);
    }
  });

  it('ignores X-Forwarded-For unless told to trust a proxy', async () => {
    const platform = await platformWith({ maxFailuresPerUser: 100, maxFailuresPerAddress: 2 });
    expect((await login(platform, 'hans', 'wrong', '10.0.0.1')).status).toBe(401);
    expect((await login(platform, 'hannah', 'wrong', '10.0.0.2')).status).toBe(401);
    await expectTooMany(await login(platform, 'jacob', SEED_PASSWORD, '10.0.0.3'), 300);
  });

  it('remembers a bounded number of users: the oldest are forgotten first', async () => {
    const platform = await platformWith({
      maxFailuresPerUser: 2,
      maxFailuresPerAddress: 0,
      throttleMaxEntries: 3,
    });
    for (let attempt = 0; attempt < 2; attempt++) await login(platform, 'hans', 'wrong');
    await expectTooMany(await login(platform, 'hans', SEED_PASSWORD), 300);
    // Two newer keys still leave room for hans's…
    for (const username of ['ghost-1', 'ghost-2']) await login(platform, username, 'wrong');
    await expectTooMany(await login(platform, 'hans', SEED_PASSWORD), 300);
    // …a third pushes the oldest out.
    await login(platform, 'ghost-3', 'wrong');
    expect((await login(platform, 'hans', SEED_PASSWORD)).status).toBe(204);
  });
});

describe('device user-code guesses', () => {
  it('pause the guessing user after the limit, the right code included, until the window ends', async () => {
    const platform = await platformWith({ maxFailuresPerUser: 3, failureWindowSeconds: 0.6 });
    const { userCode, poll } = await deviceRequest(platform);
    for (const guess of ['BBBB-BBBB', 'CCCC-CCCC', 'DDDD-DDDD']) {
      const refused = await confirm(platform, guess);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error_code: 'InvalidRequest' });
    }
    await expectTooMany(await confirm(platform, userCode), 1);
    expect(await errorCodeOf(await poll())).toBe('authorization_pending');

    elapse(650);
    expect((await confirm(platform, userCode)).status).toBe(204);
    expect(await poll()).toMatchObject({ status: 200 });
  });

  it('count against the address too, across users', async () => {
    const platform = await platformWith({ maxFailuresPerUser: 100, maxFailuresPerAddress: 2 });
    expect((await confirm(platform, 'BBBB-BBBB', 'hannah')).status).toBe(400);
    expect((await confirm(platform, 'CCCC-CCCC', 'hans')).status).toBe(400);
    await expectTooMany(await confirm(platform, 'DDDD-DDDD', 'hannah'), 300);
    // Wrong passwords and wrong codes share the address's count.
    await expectTooMany(await login(platform, 'hans', SEED_PASSWORD), 300);
  });
});

describe('device token polling', () => {
  it('answers slow_down to a pending poll sooner than the interval, then goes on', async () => {
    const platform = await platformWith({ devicePollIntervalSeconds: 0.3 });
    const { userCode, poll } = await deviceRequest(platform);
    const first = await poll();
    expect(first.status).toBe(400);
    expect(await first.json()).toEqual({
      error_code: 'authorization_pending',
      message: 'waiting for the user to confirm',
      request_id: expect.any(String),
    });
    const hasty = await poll();
    expect(hasty.status).toBe(400);
    expect(await hasty.json()).toEqual({
      error_code: 'slow_down',
      message: 'polling too fast; wait at least 0.3 seconds between polls',
      request_id: expect.any(String),
    });
    // Every poll counts, the hasty ones too.
    expect(await errorCodeOf(await poll())).toBe('slow_down');

    elapse(350);
    expect(await errorCodeOf(await poll())).toBe('authorization_pending');
    expect((await confirm(platform, userCode)).status).toBe(204);
    // Once confirmed there is nothing left to pace: the next poll gets the token, however soon.
    const granted = await poll();
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ token_type: 'Bearer', time_expires: null });
  });

  it('lets a client poll every second with the defaults', async () => {
    const platform = await platformWith({});
    const { poll } = await deviceRequest(platform);
    expect(await errorCodeOf(await poll())).toBe('authorization_pending');
    elapse(1000);
    expect(await errorCodeOf(await poll())).toBe('authorization_pending');
    expect(await errorCodeOf(await poll())).toBe('slow_down');
  });
});

describe('session lifetimes', () => {
  it('ends a session left idle, and keeps one in use alive', async () => {
    const platform = await platformWith({ sessionIdleTimeoutSeconds: 0.5 });
    const idle = cookieOf(await login(platform, 'hans', SEED_PASSWORD));
    const busy = cookieOf(await login(platform, 'hannah', SEED_PASSWORD));
    const busyToken = busy.split('=')[1] ?? '';
    const signedIn = platform.db.table('sessions').get(busyToken)?.time_last_used ?? '';
    for (let use = 0; use < 5; use++) {
      elapse(200);
      expect((await me(platform, busy)).status).toBe(200);
    }
    // Written through the store, so a persisted store keeps it.
    expect(Date.parse(platform.db.table('sessions').get(busyToken)?.time_last_used ?? '')).toBeGreaterThan(
      Date.parse(signedIn),
    );

    const expired = await me(platform, idle);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error_code: 'Unauthorized' });
    expect(platform.db.table('sessions').get(idle.split('=')[1] ?? '')).toBeUndefined();
  });

  it('ends a session at the absolute timeout however busy it is', async () => {
    const platform = await platformWith({ sessionAbsoluteTimeoutSeconds: 1 });
    const response = await login(platform, 'hans', SEED_PASSWORD);
    expect(response.headers.get('set-cookie')).toMatch(/; Max-Age=1$/);
    const cookie = cookieOf(response);
    const statuses: number[] = [];
    for (let use = 0; use < 5; use++) {
      statuses.push((await me(platform, cookie)).status);
      elapse(300);
    }
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses.at(-1)).toBe(401);
  });

  it('deletes sessions nobody comes back to when someone signs in', async () => {
    const platform = await platformWith({ sessionIdleTimeoutSeconds: 0.2 });
    const abandoned = cookieOf(await login(platform, 'hans', SEED_PASSWORD)).split('=')[1] ?? '';
    expect(platform.db.table('sessions').get(abandoned)).toBeDefined();
    elapse(250);
    await login(platform, 'hannah', SEED_PASSWORD);
    expect(platform.db.table('sessions').get(abandoned)).toBeUndefined();
  });
});

describe('session cookies', () => {
  const secureFlag = async (platform: TestPlatform, headers: Record<string, string>) => {
    const response = await platform.fetchAs(undefined, '/v1/login/maze-war/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ username: 'hans', password: SEED_PASSWORD }),
    });
    expect(response.status).toBe(204);
    return response.headers.get('set-cookie');
  };

  it('are Secure only when a trusted proxy says the request came over HTTPS', async () => {
    const direct = await platformWith({});
    expect(await secureFlag(direct, { 'x-forwarded-proto': 'https' })).toMatch(
      /^session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/,
    );

    const proxied = await platformWith({}, { trustProxy: ['127.0.0.1'] });
    expect(await secureFlag(proxied, { 'x-forwarded-proto': 'https' })).toMatch(
      /^session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=86400$/,
    );
    expect(await secureFlag(proxied, { 'x-forwarded-proto': 'http' })).not.toContain('Secure');
    expect(await secureFlag(proxied, {})).not.toContain('Secure');

    const logout = await proxied.fetchAs(undefined, '/v1/logout', {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(logout.headers.get('set-cookie')).toBe(
      'session=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0',
    );
  });
});

describe('device token lifetimes', () => {
  const setSiloMax = async (platform: TestPlatform, seconds: number | null) => {
    const response = await platform.fetchAs('hannah', '/v1/auth-settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ device_token_max_ttl_seconds: seconds }),
    });
    expect(response.status).toBe(200);
  };

  interface Flow {
    ttlSeconds?: number;
    /** Confirms with a device token expiring in this many seconds instead of a token that never expires. */
    confirmerSeconds?: number;
    beforePoll?: () => Promise<void>;
  }

  /** The device flow to its end; the token's lifetime in seconds, or null when it never expires. */
  async function tokenLifetime(
    platform: TestPlatform,
    { ttlSeconds, confirmerSeconds, beforePoll }: Flow = {},
  ) {
    const { userCode, poll } = await deviceRequest(platform, ttlSeconds);
    const confirmed =
      confirmerSeconds === undefined
        ? await confirm(platform, userCode)
        : await confirmWithExpiringToken(platform, userCode, confirmerSeconds);
    expect(confirmed.status).toBe(204);
    await beforePoll?.();
    const granted = await poll();
    expect(granted.status).toBe(200);
    const { time_expires } = (await granted.json()) as { time_expires: string | null };
    return time_expires === null ? null : Math.round((Date.parse(time_expires) - Date.now()) / 1000);
  }

  it('live as asked, or forever, when the silo sets no maximum', async () => {
    const platform = await platformWith({ devicePollIntervalSeconds: 0 });
    expect(await tokenLifetime(platform)).toBeNull();
    expect(await tokenLifetime(platform, { ttlSeconds: 30 * 24 * 3600 })).toBe(30 * 24 * 3600);
  });

  it('are capped by the silo maximum, which is also the lifetime when none is asked for', async () => {
    const platform = await platformWith({ devicePollIntervalSeconds: 0 });
    await setSiloMax(platform, 8 * 3600);
    expect(await tokenLifetime(platform)).toBe(8 * 3600);
    expect(await tokenLifetime(platform, { ttlSeconds: 600 })).toBe(600);

    // A longer lifetime is refused when the user confirms, as the platform does.
    const { userCode, poll } = await deviceRequest(platform, 30 * 24 * 3600);
    const refused = await confirm(platform, userCode);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error_code: 'InvalidRequest',
      message: "requested TTL 2592000 seconds exceeds the silo's maximum of 28800 seconds",
    });
    expect(await errorCodeOf(await poll())).toBe('authorization_pending');

    // A maximum lowered between confirmation and the token still caps it.
    expect(
      await tokenLifetime(platform, { ttlSeconds: 3600, beforePoll: () => setSiloMax(platform, 60) }),
    ).toBe(60);
  });

  it('never outlive the device token the user confirmed with', async () => {
    const platform = await platformWith({ devicePollIntervalSeconds: 0 });
    await setSiloMax(platform, 8 * 3600);
    expect(await tokenLifetime(platform, { confirmerSeconds: 3600 })).toBe(3600);
    expect(await tokenLifetime(platform, { ttlSeconds: 600, confirmerSeconds: 3600 })).toBe(600);

    const { userCode } = await deviceRequest(platform, 7200);
    const refused = await confirmWithExpiringToken(platform, userCode, 3600);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error_code: 'InvalidRequest',
      message: expect.stringMatching(/^requested TTL 7200 seconds would outlive the token confirming it/),
    });
  });

  it('end: an expired token identifies nobody', async () => {
    const platform = await platformWith({ devicePollIntervalSeconds: 0 });
    const { userCode, poll } = await deviceRequest(platform, 1);
    await confirm(platform, userCode);
    const { access_token } = (await (await poll()).json()) as { access_token: string };
    const asToken = () =>
      platform.fetchAs(undefined, '/v1/me', { headers: { authorization: `Bearer ${access_token}` } });
    expect((await asToken()).status).toBe(200);
    elapse(1050);
    expect((await asToken()).status).toBe(401);
  });
});
