import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearFinishedJobs,
  closeJobsTray,
  finishJob,
  openJobsTray,
  startJob,
  updateJobItem,
} from '~/stores/jobUpdates';
import { renderInTheme } from '~/test/render';
import { JobsTray } from './JobsTray';

afterEach(() => {
  clearFinishedJobs();
  closeJobsTray();
});

describe('JobsTray', () => {
  it('shows nothing until there is a job', () => {
    renderInTheme(<JobsTray />);
    expect(screen.queryByRole('button', { name: /Jobs/ })).not.toBeInTheDocument();
  });

  it('opens from its button, lists running and finished jobs with their item results, and closes on Escape', async () => {
    const user = userEvent.setup();
    const cancel = vi.fn();
    renderInTheme(<JobsTray />);
    let running = 0;
    act(() => {
      const done = startJob({
        title: 'Stop 2 instances',
        items: [
          { key: 'web', label: 'web' },
          { key: 'db', label: 'db' },
        ],
      });
      updateJobItem(done, { key: 'web', status: 'succeeded' });
      updateJobItem(done, { key: 'db', status: 'failed', message: 'Instance is busy' });
      finishJob(done, { status: 'failed', summary: 'Stopped 1 of 2 instances' });
      running = startJob({ title: 'Upload disk data', cancel });
    });

    const button = screen.getByRole('button', { name: 'Jobs, 1 running' });
    await user.click(button);
    const tray = screen.getByRole('region', { name: 'Jobs' });
    expect(tray).toHaveFocus();
    const finished = within(tray).getByRole('listitem', { name: 'Stop 2 instances' });
    expect(finished).toHaveTextContent('Failed');
    expect(finished).toHaveTextContent('Stopped 1 of 2 instances');

    await user.click(within(finished).getByRole('button', { name: 'Show details' }));
    const details = within(finished).getByRole('list', { name: 'Stop 2 instances details' });
    expect(details).toHaveTextContent('web: Succeeded');
    expect(details).toHaveTextContent('db: Failed (Instance is busy)');

    const upload = within(tray).getByRole('listitem', { name: 'Upload disk data' });
    expect(
      within(upload).getByRole('progressbar', { name: 'Upload disk data progress' }),
    ).toBeInTheDocument();
    await user.click(within(upload).getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalled();
    // A running job cannot be dismissed; a finished one can.
    expect(within(upload).queryByRole('button', { name: /Dismiss/ })).not.toBeInTheDocument();
    await user.click(within(tray).getByRole('button', { name: 'Dismiss Stop 2 instances' }));
    expect(within(tray).queryByRole('listitem', { name: 'Stop 2 instances' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Jobs' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    act(() => finishJob(running, { status: 'succeeded', summary: 'Upload complete.' }));
  });

  it("opens on one job's details when asked to (a summary toast's 'See details')", () => {
    renderInTheme(<JobsTray />);
    act(() => {
      const id = startJob({ title: 'Delete 1 disk', items: [{ key: 'old', label: 'old' }] });
      updateJobItem(id, {
        key: 'old',
        status: 'skipped',
        message: 'Only detached or faulted disks can be deleted',
      });
      finishJob(id, { status: 'succeeded', summary: 'Deleted 0 of 1 disk' });
      openJobsTray(id);
    });
    expect(screen.getByRole('list', { name: 'Delete 1 disk details' })).toHaveTextContent(
      'old: Skipped (Only detached or faulted disks can be deleted)',
    );
  });
});
