import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalid, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const project = 'mock-project';
const snapshotId = (name: string) =>
  [...platform.db.table('snapshots').values()].find((row) => row.name === name)?.id as string;

const names = async (query: { project?: string } = {}) => {
  const result = await platform.api.imageList({ query });
  if (result.type !== 'success') throw new Error('list failed');
  return result.data.items.map((image) => image.name);
};

describe('images', () => {
  it('lists the silo images without a project and project images with one', async () => {
    expect(await names()).toEqual([
      'debian-12',
      'fedora-41',
      'ubuntu-22-04',
      'ubuntu-24-04',
      'windows-server-2022',
    ]);
    expect(await names({ project })).toEqual(['app-golden', 'web-base']);
    // Another silo's images are its own.
    const ada = await platform.clientAs('ada').imageList({ query: {} });
    expect(ada).toMatchObject({ type: 'success', data: { items: [{ name: 'ubuntu-24-04' }] } });
  });

  it('looks images up by name in a project, by name in the silo, or by id', async () => {
    const silo = await platform.api.imageView({ path: { image: 'debian-12' } });
    expect(silo).toMatchObject({ type: 'success', data: { os: 'debian', version: '12', projectId: null } });
    if (silo.type !== 'success') return;
    expect(await platform.api.imageView({ path: { image: silo.data.id } })).toMatchObject({
      type: 'success',
    });
    expect(await platform.api.imageView({ path: { image: silo.data.id }, query: { project } })).toMatchObject(
      invalid('when providing image as an ID project should not be specified'),
    );
    expect(await platform.api.imageView({ path: { image: 'app-golden' } })).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { message: 'not found: image with name "app-golden"' },
    });
  });

  it('creates a project image from a snapshot', async () => {
    const created = await platform.api.imageCreate({
      query: { project },
      body: {
        name: 'db-image',
        description: 'database server',
        os: 'ubuntu',
        version: '24.04-db',
        source: { type: 'snapshot', id: snapshotId('db1-boot-snap') },
      },
    });
    expect(created).toMatchObject({ type: 'success', statusCode: 201, data: { size: 40 * 1024 ** 3 } });
    if (created.type === 'success') expect(created.data.projectId).toBeTruthy();
  });

  it('refuses a snapshot of another project and a duplicate name', async () => {
    const body = (name: string, snapshot: string) => ({
      name,
      description: '',
      os: 'ubuntu',
      version: '1',
      source: { type: 'snapshot' as const, id: snapshotId(snapshot) },
    });
    expect(
      await platform.api.imageCreate({ query: { project }, body: body('stolen', 'other-app-snap') }),
    ).toMatchObject(invalid('snapshot does not belong to this project'));
    expect(
      await platform.api.imageCreate({ query: { project }, body: body('app-golden', 'db1-boot-snap') }),
    ).toMatchObject({ statusCode: 400, data: { message: 'already exists: image "app-golden"' } });
  });

  it('promotes a project image to the silo and demotes it back', async () => {
    const promoted = await platform.api.imagePromote({ path: { image: 'web-base' }, query: { project } });
    expect(promoted).toMatchObject({ type: 'success', statusCode: 202, data: { projectId: null } });
    expect(await names()).toContain('web-base');
    expect(await platform.api.imagePromote({ path: { image: 'web-base' } })).toMatchObject(
      invalid('image "web-base" is already a silo image'),
    );
    const demoted = await platform.api.imageDemote({ path: { image: 'web-base' }, query: { project } });
    expect(demoted).toMatchObject({ type: 'success', statusCode: 202 });
    expect(await names({ project })).toContain('web-base');
    expect(await names()).not.toContain('web-base');
  });

  it('refuses to promote over a silo image of the same name', async () => {
    await platform.api.imageDemote({ path: { image: 'fedora-41' }, query: { project } });
    await platform.api.imageCreate({
      body: {
        name: 'fedora-41',
        description: 'a newer build',
        os: 'fedora',
        version: '41.1',
        source: { type: 'snapshot', id: snapshotId('db1-boot-snap') },
      },
    });
    expect(
      await platform.api.imagePromote({ path: { image: 'fedora-41' }, query: { project } }),
    ).toMatchObject({
      statusCode: 400,
      data: { errorCode: 'ObjectAlreadyExists', message: 'already exists: image "fedora-41"' },
    });
  });

  it('needs a silo collaborator for silo-wide changes', async () => {
    const limited = platform.clientAs('jacob');
    expect(await limited.imagePromote({ path: { image: 'app-golden' }, query: { project } })).toMatchObject({
      statusCode: 403,
    });
    expect(await limited.imageDelete({ path: { image: 'debian-12' } })).toMatchObject({ statusCode: 403 });
    expect(
      await platform.clientAs('simone').imageDelete({ path: { image: 'app-golden' }, query: { project } }),
    ).toMatchObject({ statusCode: 403 });
    expect(await limited.imageDelete({ path: { image: 'app-golden' }, query: { project } })).toMatchObject({
      statusCode: 204,
    });
    expect(await platform.api.imageDelete({ path: { image: 'ubuntu-22-04' } })).toMatchObject({
      statusCode: 204,
    });
  });
});
