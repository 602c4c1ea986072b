import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../fixtures/identity';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const me = (cookie: string) => platform.fetchAs(undefined, '/v1/me', { headers: { cookie } });

const localLogin = (username: string, password: string) =>
  platform.fetchAs(undefined, '/v1/login/maze-war/local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

describe('sessions', () => {
  it('signs a local user in with a session cookie, and out again', async () => {
    const login = await localLogin('hans', SEED_PASSWORD);
    expect(login.status).toBe(204);
    expect(login.headers.get('set-cookie')).toMatch(
      /^session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/,
    );
    const cookie = cookieOf(login);
    expect(await (await me(cookie)).json()).toMatchObject({ display_name: 'Hans Jonas' });

    const logout = await platform.fetchAs(undefined, '/v1/logout', { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toBe('session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    expect((await me(cookie)).status).toBe(401);
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const login = await localLogin('hans', 'not-the-password');
    expect(login.status).toBe(401);
    expect(login.headers.get('set-cookie')).toBeNull();
    expect(await login.json()).toMatchObject({ error_code: 'Unauthorized', request_id: expect.any(String) });
  });

  it('signs a SAML user in and sends the browser home', async () => {
    const login = await platform.fetchAs(undefined, '/login/myriad/saml/okta', {
      method: 'POST',
      redirect: 'manual',
    });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/projects?silo=myriad');
    expect(await (await me(cookieOf(login))).json()).toMatchObject({ display_name: 'Ada Lovelace' });

    const unknown = await platform.fetchAs(undefined, '/login/myriad/saml/nobody', {
      method: 'POST',
      redirect: 'manual',
    });
    expect(unknown.status).toBe(404);
  });
});
