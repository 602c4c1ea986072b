import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, SEED_PASSWORD, users } from '../fixtures/identity';
import { thraxIdentities } from '../fixtures/silos';
import { refusal, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

/** Signs a seeded user in through the local login, as the console does, and returns the session cookie. */
async function sessionCookie(login: string): Promise<string> {
  const response = await platform.fetchAs(undefined, '/v1/login/maze-war/local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: login, password: SEED_PASSWORD }),
  });
  expect(response.status).toBe(204);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe('silo users and groups', () => {
  it('lists the users of the caller’s silo by id, to any of its users', async () => {
    const result = await platform.clientAs('jane').userList();
    if (result.type !== 'success') throw new Error('list failed');
    const ids = result.data.items.map((user) => user.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toContain(users.simone.id);
    expect(ids).not.toContain(users.ada.id);
    expect(ids).not.toContain(thraxIdentities.ines.id);
    expect(result.data.items.find((user) => user.id === users.hans.id)).toMatchObject({
      displayName: 'Hans Jonas',
    });
  });

  it('lists the members of a group', async () => {
    const result = await platform.api.userList({ query: { group: groups.kernelDevs.id } });
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items.map((user) => user.id)).toEqual([users.hans.id, users.jacob.id]);
    const foreign = await platform.api.userList({ query: { group: thraxIdentities.operators.id } });
    expect(foreign).toMatchObject(
      refusal(404, 'ObjectNotFound', `not found: silo-group with id "${thraxIdentities.operators.id}"`),
    );
  });

  it('shows a user and a group of the silo, and nobody else’s', async () => {
    const user = await platform.api.userView({ path: { userId: users.jacob.id } });
    expect(user).toMatchObject({ type: 'success', data: { displayName: 'Jacob Klein' } });
    const other = await platform.api.userView({ path: { userId: users.ada.id } });
    expect(other).toMatchObject(
      refusal(404, 'ObjectNotFound', `not found: silo-user with id "${users.ada.id}"`),
    );
    const group = await platform.api.groupView({ path: { groupId: groups.webDevs.id } });
    expect(group).toMatchObject({ type: 'success', data: { displayName: 'web-devs' } });
    const list = await platform.api.groupList();
    if (list.type !== 'success') throw new Error('list failed');
    expect(list.data.items.map((row) => row.displayName).sort()).toEqual([
      'admins',
      'kernel-devs',
      'web-devs',
    ]);
  });

  it('lists the caller’s own groups', async () => {
    const result = await platform.clientAs('hans').currentUserGroups();
    expect(result).toMatchObject({ type: 'success', data: { items: [{ id: groups.kernelDevs.id }] } });
    const none = await platform.clientAs('jane').currentUserGroups();
    expect(none).toMatchObject({ type: 'success', data: { items: [] } });
  });

  it('shows a user’s tokens and sessions to them and to silo admins only', async () => {
    await sessionCookie('simone');
    const simone = platform.clientAs('simone');
    const own = await simone.userTokenList({ path: { userId: users.simone.id } });
    if (own.type !== 'success') throw new Error('list failed');
    expect(own.data.items.length).toBeGreaterThan(0);
    expect(own.data.items[0]).not.toHaveProperty('token');
    const sessions = await platform.api.userSessionList({ path: { userId: users.simone.id } });
    if (sessions.type !== 'success') throw new Error('list failed');
    expect(sessions.data.items).toHaveLength(1);
    expect(sessions.data.items[0]?.timeLastUsed).toBeInstanceOf(Date);
    const snooping = await simone.userSessionList({ path: { userId: users.hans.id } });
    expect(snooping).toMatchObject(refusal(403, 'Forbidden'));
  });

  it('logs a user out everywhere at a silo admin’s request', async () => {
    const cookie = await sessionCookie('jacob');
    const jacob = platform.clientAs('jacob');
    expect((await jacob.currentUserView()).type).toBe('success');
    const refusedLogout = await platform.clientAs('simone').userLogout({ path: { userId: users.jacob.id } });
    expect(refusedLogout).toMatchObject(refusal(403, 'Forbidden'));

    const done = await platform.api.userLogout({ path: { userId: users.jacob.id } });
    expect(done).toMatchObject({ type: 'success', statusCode: 204 });
    expect(await jacob.currentUserView()).toMatchObject(refusal(401, 'Unauthorized'));
    const bySession = await platform.fetchAs(undefined, '/v1/me', { headers: { cookie } });
    expect(bySession.status).toBe(401);
    const tokens = await platform.api.userTokenList({ path: { userId: users.jacob.id } });
    expect(tokens).toMatchObject({ type: 'success', data: { items: [] } });
  });

  it('lists the users of any silo to fleet viewers', async () => {
    const viewer = platform.clientAs('fleetViewer');
    const result = await viewer.siloUserList({ query: { silo: 'thrax' } });
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items.map((user) => user.displayName)).toEqual(['Inès Leroy', 'Tomás Ortega']);
    const one = await viewer.siloUserView({ path: { userId: users.ada.id }, query: { silo: 'myriad' } });
    expect(one).toMatchObject({ type: 'success', data: { displayName: 'Ada Lovelace' } });
    const wrongSilo = await viewer.siloUserView({ path: { userId: users.ada.id }, query: { silo: 'thrax' } });
    expect(wrongSilo).toMatchObject(refusal(404, 'ObjectNotFound'));
    const unnamed = await platform.fetchAs('fleetViewer', '/v1/system/users');
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'unable to parse query string: missing field `silo`',
    });
  });

  it('refuses /v1/system users to users without a fleet role', async () => {
    const jane = platform.clientAs('jane');
    expect(await jane.siloUserList({ query: { silo: 'maze-war' } })).toMatchObject(refusal(403, 'Forbidden'));
    expect(await jane.userBuiltinList()).toMatchObject(refusal(403, 'Forbidden'));
  });

  it('lists and shows the built-in users', async () => {
    const viewer = platform.clientAs('fleetViewer');
    const list = await viewer.userBuiltinList();
    if (list.type !== 'success') throw new Error('list failed');
    const names = list.data.items.map((user) => user.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['internal-api', 'internal-read', 'external-authn']));
    const byName = await viewer.userBuiltinView({ path: { user: 'internal-api' } });
    expect(byName).toMatchObject({ type: 'success', data: { id: '001de000-05e4-4000-8000-000000000002' } });
    const byId = await viewer.userBuiltinView({ path: { user: '001de000-05e4-4000-8000-000000004ead' } });
    expect(byId).toMatchObject({ type: 'success', data: { name: 'internal-read' } });
    const missing = await viewer.userBuiltinView({ path: { user: 'nobody' } });
    expect(missing).toMatchObject(
      refusal(404, 'ObjectNotFound', 'not found: user-builtin with name "nobody"'),
    );
  });
});
