import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionSortKey } from '../model/system/system-update';
import { eventually, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const upload = (fileName: string, bytes: number[]) =>
  platform.fetchAs('hannah', `/v1/system/update/repositories?file_name=${encodeURIComponent(fileName)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });

describe('system release repositories', () => {
  it('lists repositories newest first by default, oldest first when asked', async () => {
    const newest = await platform.api.systemUpdateRepositoryList();
    if (newest.type !== 'success') throw new Error('list failed');
    expect(newest.data.items.map((repo) => repo.systemVersion)).toEqual(['18.0.0', '17.0.0', '16.0.0']);
    const oldest = await platform.api.systemUpdateRepositoryList({
      query: { sortBy: 'version_ascending', limit: 2 },
    });
    if (oldest.type !== 'success') throw new Error('list failed');
    expect(oldest.data.items.map((repo) => repo.systemVersion)).toEqual(['16.0.0', '17.0.0']);
    const rest = await platform.api.systemUpdateRepositoryList({
      query: { sortBy: 'version_ascending', pageToken: oldest.data.nextPage },
    });
    expect(rest).toMatchObject({ data: { items: [{ systemVersion: '18.0.0' }], nextPage: null } });
  });

  it('sorts versions numerically, a release after its pre-releases', () => {
    const sorted = ['10.0.0', '9.1.0', '10.0.0-rc.1', '9.10.0'].sort((a, b) =>
      versionSortKey(a) < versionSortKey(b) ? -1 : 1,
    );
    expect(sorted).toEqual(['9.1.0', '9.10.0', '10.0.0-rc.1', '10.0.0']);
  });

  it('uploads an archive, taking its version from the file name, and recognises a second upload', async () => {
    const first = await upload('repo-19.0.0.zip', [1, 2, 3, 4]);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({
      status: 'inserted',
      repo: { system_version: '19.0.0', file_name: 'repo-19.0.0.zip' },
    });
    expect(body.repo.hash).toBe('9f64a747e1b97f131fabb6b447296c9b6f0201e79fb3c5356e6c77e89b6a806a');
    const again = await upload('renamed.zip', [1, 2, 3, 4]);
    expect(await again.json()).toMatchObject({
      status: 'already_exists',
      repo: { system_version: '19.0.0' },
    });
    expect(
      await platform.api.systemUpdateRepositoryView({ path: { systemVersion: '19.0.0' } }),
    ).toMatchObject({
      type: 'success',
      data: { fileName: 'repo-19.0.0.zip' },
    });
  });

  it('gives an archive without a version in its name the next major release', async () => {
    const response = await upload('latest.zip', [9, 9, 9]);
    expect(await response.json()).toMatchObject({ status: 'inserted', repo: { system_version: '20.0.0' } });
  });

  it('refuses a different archive with a version already uploaded, and an empty one', async () => {
    const conflicting = await upload('repo-19.0.0.zip', [5, 6]);
    expect(conflicting.status).toBe(409);
    expect(await conflicting.json()).toMatchObject({ error_code: 'Conflict' });
    const empty = await upload('repo-21.0.0.zip', []);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'invalid repository: the uploaded archive is empty',
    });
  });

  it('answers 404 for a version never uploaded', async () => {
    expect(await platform.api.systemUpdateRepositoryView({ path: { systemVersion: '1.2.3' } })).toMatchObject(
      {
        statusCode: 404,
        data: { errorCode: 'ObjectNotFound', message: 'not found: tuf-repo with id "1.2.3"' },
      },
    );
  });

  it('needs fleet admin to upload', async () => {
    const response = await platform.fetchAs('fleetViewer', '/v1/system/update/repositories?file_name=x.zip', {
      method: 'PUT',
      body: new Uint8Array([1]),
    });
    expect(response.status).toBe(403);
  });
});

describe('update status and target release', () => {
  it('reports the rack fully on its target release', async () => {
    const status = await platform.api.systemUpdateStatus();
    expect(status).toMatchObject({
      type: 'success',
      data: {
        targetRelease: { version: '17.0.0' },
        componentsByReleaseVersion: { '17.0.0': 66 },
        suspended: false,
        contactSupport: false,
      },
    });
  });

  it('moves components to a new target release step by step', async () => {
    const set = await platform.api.targetReleaseUpdate({ body: { systemVersion: '18.0.0' } });
    expect(set).toMatchObject({ type: 'success', statusCode: 204 });
    const started = await platform.api.systemUpdateStatus();
    if (started.type !== 'success') throw new Error('status failed');
    expect(started.data.targetRelease).toMatchObject({ version: '18.0.0' });
    const counts = started.data.componentsByReleaseVersion;
    expect((counts['17.0.0'] ?? 0) + (counts['18.0.0'] ?? 0)).toBe(66);
    const done = await eventually(
      () => platform.api.systemUpdateStatus(),
      (result) => result.type === 'success' && result.data.componentsByReleaseVersion['18.0.0'] === 66,
    );
    expect(done).toMatchObject({ data: { componentsByReleaseVersion: { '18.0.0': 66 } } });
  });

  it('refuses a version never uploaded and a downgrade', async () => {
    expect(await platform.api.targetReleaseUpdate({ body: { systemVersion: '99.0.0' } })).toMatchObject({
      statusCode: 404,
      data: { message: 'not found: tuf-repo with id "99.0.0"' },
    });
    expect(await platform.api.targetReleaseUpdate({ body: { systemVersion: '16.0.0' } })).toMatchObject({
      statusCode: 400,
      data: {
        errorCode: 'InvalidRequest',
        message:
          'requested target release (16.0.0) must not be older than the current target release (18.0.0)',
      },
    });
  });

  it('finishes a recovery for an uploaded release', async () => {
    expect(
      await platform.api.systemUpdateRecoveryFinish({ body: { systemVersion: '18.0.0' } }),
    ).toMatchObject({
      type: 'success',
      statusCode: 204,
    });
    expect(await platform.api.systemUpdateRecoveryFinish({ body: { systemVersion: '0.0.1' } })).toMatchObject(
      {
        statusCode: 404,
      },
    );
  });

  it('lets only fleet admins set the target', async () => {
    const refused = await platform
      .clientAs('fleetViewer')
      .targetReleaseUpdate({ body: { systemVersion: '18.0.0' } });
    expect(refused).toMatchObject({ statusCode: 403 });
    expect(await platform.clientAs('simone').systemUpdateStatus()).toMatchObject({ statusCode: 403 });
  });
});

describe('trust roots', () => {
  const rootRole = {
    signed: { _type: 'root', spec_version: '1.0.0', version: 2, keys: {}, roles: {} },
    signatures: [],
  };

  it('lists, adds, views and deletes trust roots', async () => {
    const before = await platform.api.systemUpdateTrustRootList();
    if (before.type !== 'success') throw new Error('list failed');
    expect(before.data.items).toHaveLength(1);
    // Raw requests: a root role is free-form JSON whose keys (`_type`, `spec_version`) must stay as written.
    const response = await platform.fetchAs('hannah', '/v1/system/update/trust-roots', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rootRole),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string; root_role: unknown };
    expect(created.root_role).toEqual(rootRole);
    const viewed = await platform.fetchAs('hannah', `/v1/system/update/trust-roots/${created.id}`);
    expect(await viewed.json()).toMatchObject({ id: created.id, root_role: rootRole });
    const path = { trustRootId: created.id };
    expect(await platform.api.systemUpdateTrustRootDelete({ path })).toMatchObject({ statusCode: 204 });
    expect(await platform.api.systemUpdateTrustRootView({ path })).toMatchObject({
      statusCode: 404,
      data: { message: `not found: updates-trust-root with id "${created.id}"` },
    });
    expect(await platform.api.systemUpdateTrustRootDelete({ path: { trustRootId: UNKNOWN } })).toMatchObject({
      statusCode: 404,
    });
  });

  it('refuses a document that is not a root role', async () => {
    const result = await platform.api.systemUpdateTrustRootCreate({ body: { signed: { _type: 'targets' } } });
    expect(result).toMatchObject({
      statusCode: 400,
      data: { message: 'invalid root role: expected a signed document of type "root"' },
    });
  });
});
