import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalid, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const GiB = 1024 ** 3;
const project = 'mock-project';
describe('snapshots', () => {
  it('lists the seeded snapshots of a project', async () => {
    const result = await platform.api.snapshotList({ query: { project } });
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items.map((snapshot) => snapshot.name)).toEqual([
      'backup-vol-weekly',
      'db1-boot-snap',
      'db1-data-nightly',
      'web-1-boot-snap',
    ]);
  });

  it('snapshots an attached or detached disk, by name or by id', async () => {
    const byName = await platform.api.snapshotCreate({
      query: { project },
      body: { name: 'db1-data-now', description: 'before the upgrade', disk: 'db1-data' },
    });
    expect(byName).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { name: 'db1-data-now', size: 200 * GiB, state: 'ready' },
    });
    const disk = await platform.api.diskView({ path: { disk: 'backup-vol' }, query: { project } });
    if (disk.type !== 'success') throw new Error('view failed');
    const byId = await platform.api.snapshotCreate({
      query: { project },
      body: { name: 'backup-now', description: '', disk: disk.data.id },
    });
    expect(byId).toMatchObject({ type: 'success', data: { diskId: disk.data.id } });
  });

  it('refuses disks that cannot be snapshotted', async () => {
    const snap = (disk: string) =>
      platform.api.snapshotCreate({
        query: { project },
        body: { name: `${disk}-snap`, description: '', disk },
      });
    expect(await snap('broken-disk')).toMatchObject(invalid('cannot snapshot disk in state "faulted"'));
    expect(await snap('incoming-vol')).toMatchObject(invalid('cannot snapshot disk in state "creating"'));
    expect(await snap('db2-scratch')).toMatchObject(invalid('local disks cannot be snapshotted'));
    expect(await snap('nope')).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { message: 'not found: disk with name "nope"' },
    });
  });

  it('refuses a duplicate name', async () => {
    const result = await platform.api.snapshotCreate({
      query: { project },
      body: { name: 'db1-boot-snap', description: '', disk: 'db1-boot' },
    });
    expect(result).toMatchObject({
      statusCode: 400,
      data: { errorCode: 'ObjectAlreadyExists', message: 'already exists: snapshot "db1-boot-snap"' },
    });
  });

  it('deletes a snapshot an image was made from; the image keeps its own copy', async () => {
    expect(
      await platform.api.snapshotDelete({ path: { snapshot: 'web-1-boot-snap' }, query: { project } }),
    ).toMatchObject({ statusCode: 204 });
    expect(await platform.api.imageView({ path: { image: 'web-base' }, query: { project } })).toMatchObject({
      type: 'success',
    });
    expect(
      await platform.api.snapshotView({ path: { snapshot: 'web-1-boot-snap' }, query: { project } }),
    ).toMatchObject({
      statusCode: 404,
    });
  });

  it('refuses to delete a snapshot still being taken', async () => {
    const snapshot = [...platform.db.table('snapshots').values()].find(
      (row) => row.name === 'db1-data-nightly',
    );
    if (!snapshot) throw new Error('seed missing');
    snapshot.state = 'creating';
    expect(await platform.api.snapshotDelete({ path: { snapshot: snapshot.id } })).toMatchObject(
      invalid('snapshot cannot be deleted in state "creating"'),
    );
    snapshot.state = 'ready';
  });

  it('lets a viewer read but not change', async () => {
    const viewer = platform.clientAs('simone');
    expect((await viewer.snapshotList({ query: { project } })).type).toBe('success');
    const created = await viewer.snapshotCreate({
      query: { project },
      body: { name: 'viewer-snap', description: '', disk: 'db1-boot' },
    });
    expect(created).toMatchObject({ statusCode: 403, data: { errorCode: 'Forbidden' } });
    expect(
      await viewer.snapshotDelete({ path: { snapshot: 'db1-boot-snap' }, query: { project } }),
    ).toMatchObject({
      statusCode: 403,
    });
  });
});
