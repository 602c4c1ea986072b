import { MIB } from '@rackconsole/sdk';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '~/test/render';
import { UploadProgress } from './UploadProgress';
import type { UploadView } from './useUpload';

const plan = { temporary: true, image: { name: 'img', description: '', os: 'debian', version: '12' } };

const stepTexts = () =>
  within(screen.getByRole('list', { name: 'Upload steps' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('UploadProgress', () => {
  it('shows nothing before an upload starts', () => {
    renderInTheme(<UploadProgress view={{ phase: 'idle', steps: {}, written: 0, total: 0 }} />);
    expect(screen.queryByRole('list', { name: 'Upload steps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows each step with its state and the bytes written', () => {
    const view: UploadView = {
      phase: 'running',
      plan,
      steps: { createDisk: 'done', startImport: 'done', writeData: 'running' },
      written: 3 * MIB,
      total: 4 * MIB,
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
  });

  it('after a cancel, shows the interrupted step, the cleanup, and what it left behind', () => {
    const view: UploadView = {
      phase: 'canceled',
      plan: { temporary: false },
      steps: { createDisk: 'done', startImport: 'done', writeData: 'canceled', rollback: 'failed' },
      written: MIB,
      total: 4 * MIB,
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
