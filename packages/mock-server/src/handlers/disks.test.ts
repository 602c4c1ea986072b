import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, invalid, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const GiB = 1024 ** 3;
const project = 'mock-project';

const blank = (name: string, size = 10 * GiB, blockSize: 512 | 4096 = 512) => ({
  name,
  description: '',
  size,
  diskBackend: { type: 'distributed' as const, diskSource: { type: 'blank' as const, blockSize } },
});

const stateOf = async (disk: string, on: TestPlatform = platform) => {
  const result = await on.api.diskView({ path: { disk }, query: { project } });
  return result.type === 'success' ? result.data.state.state : undefined;
};

describe('disks', () => {
  it('are seeded in every state', async () => {
    const result = await platform.api.diskList({ query: { project, limit: 100 } });
    if (result.type !== 'success') throw new Error('list failed');
    const states = new Set(result.data.items.map((disk) => disk.state.state));
    for (const state of [
      'attached',
      'detached',
      'creating',
      'attaching',
      'detaching',
      'finalizing',
      'faulted',
      'import_ready',
    ]) {
      expect(states).toContain(state);
    }
    const attached = result.data.items.find((disk) => disk.name === 'db1-data');
    expect(attached?.state).toEqual({ state: 'attached', instance: expect.any(String) });
  });

  it('are created, become detached and are deleted', async () => {
    const created = await platform.api.diskCreate({ query: { project }, body: blank('new-disk') });
    expect(created).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: {
        state: { state: 'creating' },
        devicePath: '/mnt/new-disk',
        blockSize: 512,
        diskType: 'distributed',
      },
    });
    expect(
      await eventually(
        () => stateOf('new-disk'),
        (state) => state === 'detached',
      ),
    ).toBe('detached');
    const deleted = await platform.api.diskDelete({ path: { disk: 'new-disk' }, query: { project } });
    expect(deleted).toMatchObject({ statusCode: 204 });
    expect(await stateOf('new-disk')).toBeUndefined();
  });

  it.each([
    [blank('tiny', GiB / 2), 'unsupported value for "size": total size must be at least 1 GiB'],
    [blank('odd', GiB + 512), 'unsupported value for "size": total size must be a multiple of 1 GiB'],
    [
      blank('unaligned', GiB + 512, 4096),
      'unsupported value for "size and block_size": total size must be a multiple of block size 4096',
    ],
    [blank('huge', 1024 * GiB), 'unsupported value for "size": total size must be less than 1023 GiB'],
  ])('refuses a size outside the limits (%#)', async (body, message) => {
    expect(await platform.api.diskCreate({ query: { project }, body })).toMatchObject(
      invalid(message, 'InvalidValue'),
    );
  });

  it('refuses sources that do not fit', async () => {
    const image = [...platform.db.table('images').values()].find((row) => row.name === 'windows-server-2022');
    const fromImage = {
      ...blank('from-image', 10 * GiB),
      diskBackend: {
        type: 'distributed' as const,
        diskSource: { type: 'image' as const, imageId: image?.id as string, readOnly: false },
      },
    };
    expect(await platform.api.diskCreate({ query: { project }, body: fromImage })).toMatchObject(
      invalid(`disk size ${10 * GiB} must be greater than or equal to image size ${20 * GiB}`),
    );
    const otherSnapshot = [...platform.db.table('snapshots').values()].find(
      (row) => row.name === 'other-app-snap',
    );
    const fromOther = {
      ...blank('from-other', 40 * GiB),
      diskBackend: {
        type: 'distributed' as const,
        diskSource: { type: 'snapshot' as const, snapshotId: otherSnapshot?.id as string, readOnly: false },
      },
    };
    expect(await platform.api.diskCreate({ query: { project }, body: fromOther })).toMatchObject(
      invalid('snapshot does not belong to this project'),
    );
  });

  it('refuses a duplicate name', async () => {
    expect(await platform.api.diskCreate({ query: { project }, body: blank('backup-vol') })).toMatchObject({
      type: 'error',
      statusCode: 400,
      data: { errorCode: 'ObjectAlreadyExists', message: 'already exists: disk "backup-vol"' },
    });
  });

  it('refuses to delete a disk in use', async () => {
    expect(await platform.api.diskDelete({ path: { disk: 'db1-data' }, query: { project } })).toMatchObject(
      invalid('disk cannot be deleted in state "attached"'),
    );
    expect(
      await platform.api.diskDelete({ path: { disk: 'incoming-vol' }, query: { project } }),
    ).toMatchObject(invalid('disk cannot be deleted in state "creating"'));
  });

  it('follows the scoping rules of selectors', async () => {
    const disk = await platform.api.diskView({ path: { disk: 'backup-vol' }, query: { project } });
    if (disk.type !== 'success') throw new Error('view failed');
    expect(await platform.api.diskView({ path: { disk: disk.data.id } })).toMatchObject({ type: 'success' });
    expect(await platform.api.diskView({ path: { disk: disk.data.id }, query: { project } })).toMatchObject(
      invalid('when providing disk as an ID project should not be specified'),
    );
    expect(
      await platform.api.diskView({ path: { disk: 'backup-vol' }, query: { project: 'other-project' } }),
    ).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { message: 'not found: disk with name "backup-vol"' },
    });
  });

  it('let a viewer read but not change', async () => {
    const viewer = platform.clientAs('simone');
    expect((await viewer.diskList({ query: { project } })).type).toBe('success');
    expect(await viewer.diskCreate({ query: { project }, body: blank('viewer-disk') })).toMatchObject({
      statusCode: 403,
    });
    expect(await viewer.diskDelete({ path: { disk: 'backup-vol' }, query: { project } })).toMatchObject({
      statusCode: 403,
    });
  });
});

describe('bulk import', () => {
  // Transitions slow enough that the finalizing state can be seen through the API on a busy machine.
  let slowPlatform: TestPlatform;
  beforeAll(async () => {
    slowPlatform = await startTestPlatform({ transitionMs: 1000 });
  });
  afterAll(() => slowPlatform.close());
  const disk = 'uploaded';
  const path = { disk };
  const query = { project };
  const chunk = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');

  it('imports blocks, then finalizes with a snapshot', async () => {
    const created = await slowPlatform.api.diskCreate({
      query,
      body: {
        name: disk,
        description: 'uploaded image',
        size: GiB,
        diskBackend: { type: 'distributed', diskSource: { type: 'importing_blocks', blockSize: 512 } },
      },
    });
    expect(created).toMatchObject({ type: 'success', data: { state: { state: 'import_ready' } } });
    const write = (offset: number, data: string) =>
      slowPlatform.api.diskBulkWriteImport({ path, query, body: { offset, base64EncodedData: data } });

    expect(await write(0, chunk(512))).toMatchObject(
      invalid('cannot import blocks with a bulk write for disk in state ImportReady'),
    );
    expect(await slowPlatform.api.diskBulkWriteImportStart({ path, query })).toMatchObject({
      statusCode: 204,
    });
    expect(await slowPlatform.api.diskBulkWriteImportStart({ path, query })).toMatchObject(
      invalid('cannot set disk in state ImportingFromBulkWrites to "importing_from_bulk_writes"'),
    );
    expect(await write(0, chunk(4096))).toMatchObject({ statusCode: 204 });
    expect(await write(100, chunk(512))).toMatchObject(
      invalid('offset 100 is not a multiple of the block size 512'),
    );
    expect(await write(512, chunk(100))).toMatchObject(
      invalid('data length 100 is not a multiple of the block size 512'),
    );
    expect(await write(GiB - 512, chunk(1024))).toMatchObject(
      invalid(`a write of 1024 bytes at offset ${GiB - 512} goes past the end of the disk (${GiB} bytes)`),
    );
    for (const bad of ['not base64!', `${chunk(512)}=`, 'AAA===', 'AA=A', '====', `${chunk(509)}A`]) {
      expect(await write(0, bad)).toMatchObject(
        invalid('error base64 decoding data: Invalid symbol or padding'),
      );
    }
    expect(await slowPlatform.api.diskFinalizeImport({ path, query, body: {} })).toMatchObject(
      invalid('cannot set disk in state ImportingFromBulkWrites to "finalizing"'),
    );
    expect(await slowPlatform.api.diskBulkWriteImportStop({ path, query })).toMatchObject({
      statusCode: 204,
    });
    expect(await stateOf(disk, slowPlatform)).toBe('import_ready');

    const finalized = await slowPlatform.api.diskFinalizeImport({
      path,
      query,
      body: { snapshotName: 'uploaded-snap' },
    });
    expect(finalized).toMatchObject({ statusCode: 204 });
    expect(await stateOf(disk, slowPlatform)).toBe('finalizing');
    expect(
      await eventually(
        () => stateOf(disk, slowPlatform),
        (state) => state === 'detached',
      ),
    ).toBe('detached');
    const snapshot = await slowPlatform.api.snapshotView({ path: { snapshot: 'uploaded-snap' }, query });
    expect(snapshot).toMatchObject({ type: 'success', data: { size: GiB, state: 'ready' } });
  });

  it('refuses a finalize snapshot name already taken, changing nothing', async () => {
    await slowPlatform.api.diskCreate({
      query,
      body: {
        name: 'uploaded-2',
        description: '',
        size: GiB,
        diskBackend: { type: 'distributed', diskSource: { type: 'importing_blocks', blockSize: 512 } },
      },
    });
    const result = await slowPlatform.api.diskFinalizeImport({
      path: { disk: 'uploaded-2' },
      query,
      body: { snapshotName: 'db1-boot-snap' },
    });
    expect(result).toMatchObject({
      statusCode: 400,
      data: { message: 'already exists: snapshot "db1-boot-snap"' },
    });
    expect(await stateOf('uploaded-2', slowPlatform)).toBe('import_ready');
  });
});
