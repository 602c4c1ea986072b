import { describe, expect, it } from 'vitest';
import { json, signedInSandbox } from '../testing/cli';

const project = ['--project', 'storage'];
const GIB = 1024 ** 3;

const sandbox = signedInSandbox(async () => {
  const { api } = sandbox.platform;
  await api.projectCreate({ body: { name: 'storage', description: '' } });
  await api.instanceCreate({
    query: { project: 'storage' },
    body: { name: 'db-1', description: '', hostname: 'db-1', ncpus: 1, memory: GIB, start: false },
  });
});

interface WireDisk {
  id: string;
  name: string;
  size: number;
  block_size: number;
  state: { state: string; instance?: string };
  snapshot_id?: string | null;
  image_id?: string | null;
}

/** Waits for the disk to leave its transient state (the mock moves on after a few milliseconds). */
async function settled(name: string): Promise<WireDisk> {
  for (let tries = 0; tries < 50; tries += 1) {
    const disk = json<WireDisk>(await sandbox.rackctl(['disk', 'view', name, ...project, '--json']));
    if (!['creating', 'attaching', 'detaching', 'finalizing'].includes(disk.state.state)) return disk;
  }
  throw new Error(`disk ${name} did not settle`);
}

describe('rackctl disk, snapshot and image', { timeout: 120_000 }, () => {
  it('creates a blank disk and shows it', async () => {
    const created = await sandbox.rackctl([
      'disk',
      'create',
      'data-1',
      ...project,
      '--size',
      '10GiB',
      '--block-size',
      '512',
      '--json',
    ]);
    expect(created.code).toBe(0);
    expect(created.stderr).toContain('Created disk data-1');
    expect(json<WireDisk>(created)).toMatchObject({ name: 'data-1', size: 10 * GIB, block_size: 512 });
    expect((await settled('data-1')).state.state).toBe('detached');
    const table = await sandbox.rackctl(['disk', 'list', ...project]);
    expect(table.stdout).toMatch(/^data-1\s+detached\s+10 GiB/m);
    const view = await sandbox.rackctl(['disk', 'view', 'data-1', ...project]);
    expect(view.stdout).toMatch(/^Block size:\s+512$/m);
  });

  it('attaches a disk to a stopped instance and detaches it, checking both state tables', async () => {
    const attached = await sandbox.rackctl([
      'disk',
      'attach',
      'data-1',
      ...project,
      '--instance',
      'db-1',
      '--json',
    ]);
    expect(attached.code).toBe(0);
    expect(attached.stderr).toContain('Attached disk data-1 to db-1');
    expect((await settled('data-1')).state.state).toBe('attached');

    const again = await sandbox.rackctl(['disk', 'attach', 'data-1', ...project, '--instance', 'db-1']);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      'error: Cannot attach disk data-1 while it is attached (allowed when creating or detached)\n',
    );
    const deleteAttached = await sandbox.rackctl(['disk', 'delete', 'data-1', ...project]);
    expect(deleteAttached.code).toBe(1);
    expect(deleteAttached.stderr).toContain(
      'Cannot delete disk data-1 while it is attached (allowed when detached or faulted)',
    );

    const detached = await sandbox.rackctl(['disk', 'detach', 'data-1', ...project, '--instance', 'db-1']);
    expect(detached.code).toBe(0);
    expect(detached.stderr).toContain('Detached disk data-1 from db-1');
    expect((await settled('data-1')).state.state).toBe('detached');
  });

  it('snapshots a disk, makes an image of the snapshot, promotes and demotes it', async () => {
    const snapshot = await sandbox.rackctl([
      'snapshot',
      'create',
      'nightly',
      ...project,
      '--disk',
      'data-1',
      '--json',
    ]);
    expect(snapshot.code).toBe(0);
    expect(json(snapshot)).toMatchObject({ name: 'nightly', size: 10 * GIB });
    expect((await sandbox.rackctl(['snapshot', 'list', ...project])).stdout).toMatch(
      /^nightly\s+\w+\s+10 GiB/m,
    );
    expect((await sandbox.rackctl(['snapshot', 'view', 'nightly', ...project])).stdout).toMatch(
      /^Name:\s+nightly$/m,
    );

    const image = await sandbox.rackctl([
      'image',
      'create',
      'golden',
      ...project,
      '--snapshot',
      'nightly',
      '--os',
      'debian',
      '--os-version',
      '12',
      '--json',
    ]);
    expect(image.code).toBe(0);
    expect(json(image)).toMatchObject({ name: 'golden', os: 'debian', version: '12' });
    expect((await sandbox.rackctl(['image', 'list', ...project])).stdout).toMatch(
      /^golden\s+debian\s+12\s+10 GiB\s+project/m,
    );

    const promoted = await sandbox.rackctl(['image', 'promote', 'golden', ...project, '--json']);
    expect(promoted.code).toBe(0);
    expect(promoted.stderr).toContain('Promoted image golden to a silo image');
    expect(json<{ project_id?: string | null }>(promoted).project_id ?? null).toBeNull();
    const silo = json<{ name: string }[]>(await sandbox.rackctl(['image', 'list', '--json']));
    expect(silo.map((item) => item.name)).toContain('golden');
    expect((await sandbox.rackctl(['image', 'view', 'golden'])).stdout).toMatch(/^Scope:\s+silo$/m);

    const demoted = await sandbox.rackctl(['image', 'demote', 'golden', ...project]);
    expect(demoted.code).toBe(0);
    expect(demoted.stdout).toMatch(/^Scope:\s+project /m);
  });

  it('creates disks from a snapshot and from an image', async () => {
    const fromSnapshot = json<WireDisk>(
      await sandbox.rackctl([
        'disk',
        'create',
        'restored',
        ...project,
        '--size',
        '10GiB',
        '--snapshot',
        'nightly',
        '--json',
      ]),
    );
    expect(fromSnapshot.snapshot_id).toBeTruthy();
    const fromImage = json<WireDisk>(
      await sandbox.rackctl([
        'disk',
        'create',
        'scratch',
        ...project,
        '--size',
        '10GiB',
        '--image',
        'golden',
        '--json',
      ]),
    );
    expect(fromImage.image_id).toBeTruthy();
    const both = await sandbox.rackctl([
      'disk',
      'create',
      'x',
      ...project,
      '--size',
      '1GiB',
      '--image',
      'golden',
      '--snapshot',
      'nightly',
    ]);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain(
      "option '--image <image>' cannot be used with option '--snapshot <snapshot>'",
    );
  });

  it('deletes images, snapshots and detached disks', async () => {
    for (const args of [
      ['image', 'delete', 'golden', ...project],
      ['snapshot', 'delete', 'nightly', ...project],
      ['disk', 'delete', 'scratch', ...project],
    ]) {
      await settled('scratch');
      const result = await sandbox.rackctl(args);
      expect(result.code, args.join(' ')).toBe(0);
      expect(result.stdout).toBe('');
    }
    const gone = await sandbox.rackctl(['snapshot', 'view', 'nightly', ...project]);
    expect(gone).toMatchObject({ code: 1, stderr: 'error: Not found: snapshot with name "nightly"\n' });
  });

  it('checks sizes and block sizes before calling the platform (exit 2)', async () => {
    const badSize = await sandbox.rackctl(['disk', 'create', 'x', ...project, '--size', '0GiB']);
    expect(badSize.code).toBe(2);
    expect(badSize.stderr).toContain(
      "option '--size <size>' argument '0GiB' is invalid. Must be a positive whole number of bytes.",
    );
    const badBlock = await sandbox.rackctl([
      'disk',
      'create',
      'x',
      ...project,
      '--size',
      '1GiB',
      '--block-size',
      '1000',
    ]);
    expect(badBlock.code).toBe(2);
    expect(badBlock.stderr).toContain('Must be 512, 2048 or 4096.');
    const noDisk = await sandbox.rackctl(['snapshot', 'create', 'x', ...project]);
    expect(noDisk.code).toBe(2);
    expect(noDisk.stderr).toContain("required option '--disk <disk>' not specified");
  });
});
