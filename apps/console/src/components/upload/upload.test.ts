import { GIB, KIB } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import { runUpload, type StepStatus, type UploadPlan, type UploadStepId, uploadSteps } from './upload';
import { uploadTestPlatform } from './uploadTestPlatform';

// The protocol itself (chunks, parallel writes, rollback) is importDisk's, tested in the SDK; these tests hold
// what the console adds: the plan's steps and their words, and the result the job panel reads.

const plan = (changes: Partial<UploadPlan> = {}): UploadPlan => ({
  file: new Blob([new Uint8Array(600 * KIB).fill(7)]),
  blockSize: 512,
  disk: { name: 'disk', description: '', size: GIB },
  snapshotName: 'snap',
  temporary: false,
  ...changes,
});

const image = { name: 'img', description: '', os: 'debian', version: '12' };

function track() {
  const steps: [UploadStepId, StepStatus][] = [];
  const written: number[] = [];
  return {
    steps,
    written,
    onStep: (id: UploadStepId, status: StepStatus) => steps.push([id, status]),
    onProgress: (done: number) => written.push(done),
  };
}

describe('uploadSteps', () => {
  it('names a disk upload’s steps, and an image upload’s with its temporary disk', () => {
    expect(uploadSteps({ temporary: false }).map((step) => step.label)).toEqual([
      'Create disk',
      'Start import',
      'Upload image data',
      'Stop import',
      'Create snapshot',
    ]);
    expect(uploadSteps({ temporary: true, image }).map((step) => step.label)).toEqual([
      'Create temporary disk',
      'Start import',
      'Upload image data',
      'Stop import',
      'Create snapshot',
      'Create image',
      'Remove temporary disk and snapshot',
    ]);
  });
});

describe('runUpload', () => {
  it('runs every step of the plan in the project, then is done', async () => {
    const { api, calls } = uploadTestPlatform();
    const progress = track();
    const result = await runUpload(plan({ image, temporary: true }), { api, project: 'web' }, progress);
    expect(result).toEqual({ status: 'done', cleanupError: undefined });
    expect(progress.steps.filter(([, status]) => status === 'done').map(([id]) => id)).toEqual(
      uploadSteps({ image, temporary: true }).map((step) => step.id),
    );
    expect(progress.written.at(-1)).toBe(600 * KIB);
    expect(calls.slice(-2)).toEqual(['diskDelete(disk)', 'snapshotDelete(snap)']);
  });

  it('fails with the platform’s error after removing what it created', async () => {
    const { api, calls } = uploadTestPlatform({
      diskBulkWriteImport: () => {
        throw new Error('Disk is full');
      },
    });
    const result = await runUpload(plan(), { api, project: 'web' }, track());
    expect(result).toMatchObject({
      status: 'failed',
      error: { message: 'Disk is full' },
      cleanupError: undefined,
    });
    expect(calls.at(-1)).toBe('diskDelete(disk)');
  });

  it('is canceled by its signal, and says what the cleanup could not remove', async () => {
    const controller = new AbortController();
    const { api } = uploadTestPlatform({
      diskBulkWriteImportStart: () => controller.abort(),
      diskDelete: () => {
        throw new Error('Disk is stuck');
      },
    });
    const result = await runUpload(
      plan(),
      { api, project: 'web' },
      { ...track(), signal: controller.signal },
    );
    expect(result).toMatchObject({ status: 'canceled', cleanupError: { message: 'Disk is stuck' } });
  });

  it('fails without a call when the disk is too small for the file', async () => {
    const { api, calls } = uploadTestPlatform();
    const result = await runUpload(
      plan({ file: new Blob([new Uint8Array(10)]), disk: { name: 'd', description: '', size: 0 } }),
      { api, project: 'web' },
      track(),
    );
    expect(result).toMatchObject({
      status: 'failed',
      error: { message: 'The disk size must be a whole number of GiB (0 B is not)' },
    });
    expect(calls).toEqual([]);
  });
});
