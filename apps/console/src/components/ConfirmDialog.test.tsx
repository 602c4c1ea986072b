import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearConfirmAction, confirmAction } from '~/stores/confirm';
import { removeToast, useToasts } from '~/stores/toasts';
import { renderInTheme } from '~/test/render';
import { ConfirmDialog } from './ConfirmDialog';

const toasts = () => renderHook(() => useToasts()).result.current;

afterEach(() => {
  const leftover = toasts();
  act(() => {
    clearConfirmAction();
    for (const toast of leftover) removeToast(toast.id);
  });
});

const ask = (doAction: () => Promise<unknown>) =>
  act(() =>
    confirmAction({
      doAction,
      modalTitle: 'Confirm stop',
      modalContent: 'Are you sure you want to stop db1?',
      errorTitle: 'Could not stop instance',
      actionType: 'danger',
    }),
  );

describe('ConfirmDialog', () => {
  it('opens on Cancel and gives focus back to what asked for the action, a menu item meaning its menu button', async () => {
    renderInTheme(
      <>
        <button type="button" id="row-menu">
          Row actions
        </button>
        <div role="menu" aria-labelledby="row-menu">
          <div role="menuitem" tabIndex={-1}>
            Stop
          </div>
        </div>
        <ConfirmDialog />
      </>,
    );
    screen.getByRole('menuitem', { name: 'Stop' }).focus();
    ask(() => Promise.resolve());
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Radix gives focus back a task after the dialog is gone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Row actions' })).toHaveFocus());
  });

  it('opens with the configured title and content when an action awaits confirmation', () => {
    renderInTheme(<ConfirmDialog />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    ask(() => Promise.resolve());
    expect(screen.getByRole('alertdialog', { name: 'Confirm stop' })).toHaveTextContent(
      'Are you sure you want to stop db1?',
    );
  });

  it('shows loading while the action runs, then closes', async () => {
    let finish = () => {};
    const doAction = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderInTheme(<ConfirmDialog />);
    ask(doAction);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(doAction).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('data-disabled');
    await act(async () => finish());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('on failure shows an error toast with the configured title and the message, and still closes', async () => {
    renderInTheme(<ConfirmDialog />);
    ask(() => Promise.reject(new Error('Instance must be running')));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(toasts()).toMatchObject([
      { variant: 'error', title: 'Could not stop instance', content: 'Instance must be running' },
    ]);
  });

  it('closes on Cancel without running the action', async () => {
    const doAction = vi.fn(() => Promise.resolve());
    renderInTheme(<ConfirmDialog />);
    ask(doAction);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(doAction).not.toHaveBeenCalled();
  });
});
