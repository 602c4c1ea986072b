import { GIB } from '@rackconsole/sdk';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJob, type Job } from '~/stores/jobs';
import { clearFinishedJobs, finishJob, startJob, updateJob, updateJobItem } from '~/stores/jobUpdates';
import { removeToast, useToasts } from '~/stores/toasts';
import type { UploadPlan } from './upload';
import { ROLLBACK_LABEL, runUploadJob, uploadTitle, writtenText } from './uploadJob';
import { uploadTestPlatform } from './uploadTestPlatform';
import { uploadViewOf, useUploadView } from './useUpload';

/** The toasts on show now. */
const getToasts = () => renderHook(() => useToasts()).result.current;

afterEach(() => {
  clearFinishedJobs();
  for (const toast of getToasts()) removeToast(toast.id);
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
    const { api } = uploadTestPlatform();
    const id = await runUploadJob(
      plan,
      { api, project: 'web' },
      { doneMessage: 'Disk boot uploaded', refresh },
    );
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
      jobId: id,
      steps: { createDisk: 'done', writeData: 'done', finalize: 'done' },
    });
  });

  it('reports its outcome without waiting for the lists it refreshes', async () => {
    const { api } = uploadTestPlatform();
    const refresh = vi.fn(() => new Promise<never>(() => undefined));
    const id = await runUploadJob(
      plan,
      { api, project: 'web' },
      { doneMessage: 'Disk boot uploaded', refresh },
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(getJob(id)).toMatchObject({ status: 'succeeded', summary: 'Upload complete.' });
  });

  it('fails with the API message, rolls back what it created, and says so in the job and a toast', async () => {
    const { api, calls } = uploadTestPlatform({
      diskBulkWriteImport: () => {
        throw new Error('Disk is not importing');
      },
    });
    const id = await runUploadJob(
      plan,
      { api, project: 'web' },
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
    expect(calls.at(-1)).toBe('diskDelete(boot)');
    expect(getToasts().at(-1)).toMatchObject({ variant: 'error', content: 'Disk is not importing' });
    expect(uploadViewOf(job, { temporary: false })).toMatchObject({
      phase: 'failed',
      problem: new Error('Disk is not importing'),
      steps: { writeData: 'failed', rollback: 'done' },
    });
  });

  it('can be canceled from the job, which undoes the upload', async () => {
    let jobId = 0;
    const { api } = uploadTestPlatform({
      // Cancel from the tray while the data is being written.
      diskBulkWriteImport: () => getJob(jobId)?.cancel?.(),
    });
    const id = await runUploadJob(
      plan,
      { api, project: 'web' },
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

  it("re-renders the panel's view when a step or the outcome changes, not for each chunk's bytes", () => {
    const jobId = startJob({
      title: 'Upload disk boot',
      items: [{ key: 'writeData', label: 'Upload image data' }],
    });
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useUploadView(jobId, { temporary: false });
    });
    expect(result.current).toMatchObject({ phase: 'running', jobId, steps: {} });
    const rendersBefore = renders;

    act(() => {
      for (let written = 1; written <= 8; written++) {
        updateJob(jobId, { progress: { done: written, total: 8, text: writtenText(written, 8) } });
      }
    });
    expect(renders).toBe(rendersBefore);

    act(() => updateJobItem(jobId, { key: 'writeData', status: 'running' }));
    expect(result.current.steps).toEqual({ writeData: 'running' });
    act(() => finishJob(jobId, { status: 'failed', summary: 'Upload failed: gone', error: 'gone' }));
    expect(result.current).toMatchObject({ phase: 'failed', problem: new Error('gone') });
    expect(renders).toBe(rendersBefore + 2);
  });
});
