import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBulkJob } from './bulkJob';
import { getJob, jobFraction, useJobs } from './jobs';
import {
  clearFinishedJobs,
  closeJobsTray,
  dismissJob,
  finishJob,
  startJob,
  updateJob,
  updateJobItem,
} from './jobUpdates';
import { removeToast, useToasts } from './toasts';

afterEach(() => {
  clearFinishedJobs();
  closeJobsTray();
});

const clearToasts = (ids: number[]) => {
  for (const id of ids) removeToast(id);
};

describe('jobs store', () => {
  it('tracks a job from start to finish, newest first, for every subscriber', () => {
    const { result } = renderHook(() => useJobs());
    let first = 0;
    let second = 0;
    act(() => {
      first = startJob({ title: 'First', items: [{ key: 'a', label: 'a' }] });
      second = startJob({ title: 'Second', cancel: () => undefined });
    });
    expect(result.current.jobs.map((job) => job.title)).toEqual(['Second', 'First']);
    expect(result.current.jobs[1]?.items).toEqual([{ key: 'a', label: 'a', status: 'pending' }]);
    expect(result.current.jobs[0]?.status).toBe('running');

    act(() => finishJob(second, { status: 'succeeded', summary: 'Done it' }));
    expect(result.current.jobs[0]).toMatchObject({
      status: 'succeeded',
      summary: 'Done it',
      cancel: undefined,
    });
    finishJob(first, { status: 'failed', summary: 'No', error: 'Broken' });
    expect(getJob(first)).toMatchObject({ status: 'failed', error: 'Broken' });
  });

  it('updates items, adding ones the job did not list yet', () => {
    const id = startJob({ title: 'Upload', items: [{ key: 'write', label: 'Write' }] });
    updateJobItem(id, { key: 'write', status: 'failed', message: 'Disk is full' });
    updateJobItem(id, { key: 'rollback', label: 'Roll back', status: 'running' });
    expect(getJob(id)?.items).toEqual([
      { key: 'write', label: 'Write', status: 'failed', message: 'Disk is full' },
      { key: 'rollback', label: 'Roll back', status: 'running' },
    ]);
    finishJob(id, { status: 'failed', summary: 'Upload failed' });
  });

  it('measures progress by its own measure, or by settled items', () => {
    const id = startJob({
      title: 'Bulk',
      items: [
        { key: 'a', label: 'a' },
        { key: 'b', label: 'b' },
        { key: 'c', label: 'c' },
        { key: 'd', label: 'd' },
      ],
    });
    updateJobItem(id, { key: 'a', status: 'succeeded' });
    updateJobItem(id, { key: 'b', status: 'skipped' });
    updateJobItem(id, { key: 'c', status: 'running' });
    expect(jobFraction(getJob(id) as never)).toBe(0.5);
    updateJob(id, { progress: { done: 1, total: 4, text: '1 of 4' } });
    expect(jobFraction(getJob(id) as never)).toBe(0.25);
    finishJob(id, { status: 'succeeded', summary: 'ok' });
  });

  it('keeps running jobs when dismissing or clearing, and removes finished ones', () => {
    const running = startJob({ title: 'Running' });
    const done = startJob({ title: 'Done' });
    finishJob(done, { status: 'succeeded', summary: 'ok' });
    dismissJob(running);
    dismissJob(done);
    expect(getJob(running)).toBeDefined();
    expect(getJob(done)).toBeUndefined();
    const other = startJob({ title: 'Other' });
    finishJob(other, { status: 'canceled', summary: 'stopped' });
    clearFinishedJobs();
    expect(getJob(other)).toBeUndefined();
    expect(getJob(running)).toBeDefined();
    finishJob(running, { status: 'succeeded', summary: 'ok' });
  });
});

describe('runBulkJob', () => {
  it('runs each target, skips the ones with a reason, reports failures with their message, and sums up', async () => {
    const toasts = renderHook(() => useToasts());
    const refresh = vi.fn(async () => undefined);
    const run = vi.fn(async (key: string) => {
      if (key === 'db') throw new Error('Instance is busy');
    });
    const id = await runBulkJob({
      title: 'Stop 3 instances',
      targets: [
        { key: 'web' },
        { key: 'db' },
        { key: 'old', skipReason: 'Only running instances can be stopped' },
      ],
      run,
      summary: (succeeded, total) => `Stopped ${succeeded} of ${total} instances`,
      refresh,
    });
    expect(run.mock.calls.map(([key]) => key)).toEqual(['web', 'db']);
    expect(getJob(id)).toMatchObject({
      status: 'failed',
      summary: 'Stopped 1 of 3 instances',
      items: [
        { key: 'web', status: 'succeeded' },
        { key: 'db', status: 'failed', message: 'Instance is busy' },
        { key: 'old', status: 'skipped', message: 'Only running instances can be stopped' },
      ],
    });
    expect(refresh).toHaveBeenCalled();
    const toast = toasts.result.current.at(-1);
    expect(toast).toMatchObject({
      variant: 'error',
      title: 'Stop 3 instances',
      content: 'Stopped 1 of 3 instances',
    });

    // 'See details' opens the tray on this job.
    const jobs = renderHook(() => useJobs());
    act(() => toast?.action?.onActivate());
    expect(jobs.result.current).toMatchObject({ trayOpen: true, focusedJob: id });
    clearToasts(toasts.result.current.map((candidate) => candidate.id));
  });

  it('succeeds when every target succeeds', async () => {
    const toasts = renderHook(() => useToasts());
    const id = await runBulkJob({
      title: 'Delete 2 snapshots',
      targets: [{ key: 'a' }, { key: 'b' }],
      run: async () => undefined,
      summary: (succeeded, total) => `Deleted ${succeeded} of ${total} snapshots`,
      refresh: async () => undefined,
    });
    expect(getJob(id)).toMatchObject({ status: 'succeeded', summary: 'Deleted 2 of 2 snapshots' });
    expect(toasts.result.current.at(-1)).toMatchObject({
      variant: 'success',
      content: 'Deleted 2 of 2 snapshots',
    });
    clearToasts(toasts.result.current.map((candidate) => candidate.id));
  });

  it('stops starting new calls once canceled', async () => {
    let release: () => void = () => undefined;
    const run = vi.fn(
      (key: string) =>
        new Promise<void>((resolve) => {
          if (key === 'a') release = resolve;
          else resolve();
        }),
    );
    const done = runBulkJob({
      title: 'Start 3 instances',
      targets: [{ key: 'a' }, { key: 'b' }, { key: 'c' }],
      run,
      summary: (succeeded, total) => `Started ${succeeded} of ${total} instances`,
      refresh: async () => undefined,
      concurrency: 1,
    });
    const { result } = renderHook(() => useJobs());
    const job = result.current.jobs[0];
    act(() => job?.cancel?.());
    expect(getJob(job?.id ?? 0)?.status).toBe('canceling');
    release();
    const id = await done;
    expect(run).toHaveBeenCalledTimes(1);
    expect(getJob(id)).toMatchObject({
      status: 'canceled',
      summary: 'Started 1 of 3 instances',
      items: [
        { key: 'a', status: 'succeeded' },
        { key: 'b', status: 'canceled' },
        { key: 'c', status: 'canceled' },
      ],
    });
  });
});
