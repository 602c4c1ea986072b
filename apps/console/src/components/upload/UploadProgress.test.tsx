import { MIB } from '@rackconsole/sdk';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearFinishedJobs, finishJob, startJob, updateJob } from '~/stores/jobUpdates';
import { renderInTheme } from '~/test/render';
import { UploadProgress } from './UploadProgress';
import type { UploadView } from './useUpload';

const plan = { temporary: true, image: { name: 'img', description: '', os: 'debian', version: '12' } };

const stepTexts = () =>
  within(screen.getByRole('list', { name: 'Upload steps' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(clearFinishedJobs);

describe('UploadProgress', () => {
  it('shows nothing before an upload starts', () => {
    renderInTheme(<UploadProgress view={{ phase: 'idle', steps: {} }} />);
    expect(screen.queryByRole('list', { name: 'Upload steps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows each step with its state and the bytes its job has written, as they grow', () => {
    const jobId = startJob({ title: 'Upload image img' });
    updateJob(jobId, { progress: { done: 3 * MIB, total: 4 * MIB, text: '3 MiB of 4 MiB written (75%)' } });
    const view: UploadView = {
      phase: 'running',
      jobId,
      plan,
      steps: { createDisk: 'done', startImport: 'done', writeData: 'running' },
    };
    renderInTheme(<UploadProgress view={view} />);
    expect(stepTexts()).toEqual([
      'Create temporary diskDone',
      'Start importDone',
      'Upload image dataIn progress',
      'Stop importWaiting',
      'Create snapshotWaiting',
      'Create imageWaiting',
      'Remove temporary disk and snapshotWaiting',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(screen.getByText('3 MiB of 4 MiB written (75%)')).toBeInTheDocument();

    act(() =>
      updateJob(jobId, {
        progress: { done: 4 * MIB, total: 4 * MIB, text: '4 MiB of 4 MiB written (100%)' },
      }),
    );
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('4 MiB of 4 MiB written (100%)')).toBeInTheDocument();
    act(() => finishJob(jobId, { status: 'succeeded', summary: 'Upload complete.' }));
  });

  it('after a cancel, shows the interrupted step, the cleanup, and what it left behind', () => {
    const view: UploadView = {
      phase: 'canceled',
      plan: { temporary: false },
      steps: { createDisk: 'done', startImport: 'done', writeData: 'canceled', rollback: 'failed' },
      leftover: 'The disk d and snapshot s may remain and need removing by hand: Disk is stuck',
    };
    renderInTheme(<UploadProgress view={view} />);
    expect(stepTexts()).toContain('Upload image dataCanceled');
    expect(stepTexts().at(-1)).toBe('Remove what the upload createdFailed');
    expect(screen.getByText('Upload canceled.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'may remain and need removing by hand: Disk is stuck',
    );
  });
});
