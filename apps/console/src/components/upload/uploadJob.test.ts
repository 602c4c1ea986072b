import { GIB } from '@rackconsole/sdk';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJob, type Job } from '~/stores/jobs';
import { clearFinishedJobs } from '~/stores/jobUpdates';
import { removeToast, useToasts } from '~/stores/toasts';
import type { UploadClient, UploadPlan } from './upload';
import { ROLLBACK_LABEL, runUploadJob, uploadTitle, writtenText } from './uploadJob';
import { uploadViewOf } from './useUpload';

/** The toasts on show now. */
const getToasts = () => renderHook(() => useToasts()).result.current;

afterEach(() => {
  clearFinishedJobs();
  for (const toast of getToasts()) removeToast(toast.id);
});

const client = (overrides: Partial<UploadClient> = {}): UploadClient => ({
  createImportingDisk: async () => undefined,
  startImport: async () => undefined,
  writeBlocks: async () => undefined,
  stopImport: async () => undefined,
  finalize: async () => undefined,
  diskState: async () => 'detached',
  snapshotView: async () => ({ id: 'snapshot-id', state: 'ready' }),
  createImage: async () => undefined,
  deleteDisk: async () => undefined,
  deleteSnapshot: async () => undefined,
  ...overrides,
});

const plan: UploadPlan = {
  file: new Blob([new Uint8Array(2048).fill(1)]),
  blockSize: 512,
  disk: { name: 'boot', description: '', size: GIB },
  snapshotName: 'boot-snap',
  temporary: false,
};

describe('runUploadJob', () => {
  it('runs an upload as a job: steps as items, bytes as progress, a toast and a refresh at the end', async () => {
    const refresh = vi.fn(async () => undefined);
    const id = await runUploadJob(plan, client(), { doneMessage: 'Disk boot uploaded', refresh });
    const job = getJob(id) as Job;
    expect(job).toMatchObject({
      title: 'Upload disk boot',
      status: 'succeeded',
      summary: 'Upload complete.',
    });
    expect(job.items.map((item) => [item.label, item.status])).toEqual([
      ['Create disk', 'succeeded'],
      ['Start import', 'succeeded'],
      ['Upload image data', 'succeeded'],
      ['Stop import', 'succeeded'],
      ['Create snapshot', 'succeeded'],
    ]);
    expect(job.progress).toEqual({ done: 2048, total: 2048, text: '2 KiB of 2 KiB written (100%)' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(getToasts().at(-1)).toMatchObject({ variant: 'success', content: 'Disk boot uploaded' });

    expect(uploadViewOf(job, { temporary: false })).toMatchObject({
      phase: 'done',
      written: 2048,
      total: 2048,
      steps: { createDisk: 'done', writeData: 'done', finalize: 'done' },
    });
  });

  it('fails with the API message, rolls back what it created, and says so in the job and a toast', async () => {
    const deleteDisk = vi.fn(async () => undefined);
    const id = await runUploadJob(
      plan,
      client({
        writeBlocks: async () => {
          throw new Error('Disk is not importing');
        },
        deleteDisk,
      }),
      { doneMessage: 'unused', refresh: async () => undefined },
    );
    const job = getJob(id) as Job;
    expect(job).toMatchObject({
      status: 'failed',
      error: 'Disk is not importing',
      summary: 'Upload failed: Disk is not importing',
    });
    expect(job.items.find((item) => item.key === 'writeData')?.status).toBe('failed');
    expect(job.items.at(-1)).toMatchObject({ key: 'rollback', label: ROLLBACK_LABEL, status: 'succeeded' });
    expect(deleteDisk).toHaveBeenCalledWith('boot');
    expect(getToasts().at(-1)).toMatchObject({ variant: 'error', content: 'Disk is not importing' });
    expect(uploadViewOf(job, { temporary: false })).toMatchObject({
      phase: 'failed',
      problem: new Error('Disk is not importing'),
      steps: { writeData: 'failed', rollback: 'done' },
    });
  });

  it('can be canceled from the job, which undoes the upload', async () => {
    let jobId = 0;
    const id = await runUploadJob(
      plan,
      client({
        // Cancel from the tray while the data is being written.
        writeBlocks: async () => getJob(jobId)?.cancel?.(),
      }),
      {
        doneMessage: 'unused',
        refresh: async () => undefined,
        onStart: (started) => {
          jobId = started;
        },
      },
    );
    expect(id).toBe(jobId);
    expect(getJob(id)).toMatchObject({ status: 'canceled', summary: 'Upload canceled.', cancel: undefined });
  });

  it('names an image upload after the image and words progress in bytes', () => {
    expect(
      uploadTitle({
        ...plan,
        temporary: true,
        image: { name: 'debian', description: '', os: 'd', version: '1' },
      }),
    ).toBe('Upload image debian');
    expect(writtenText(3 * 1024 * 1024, 4 * 1024 * 1024)).toBe('3 MiB of 4 MiB written (75%)');
  });
});
