import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '~/test/render';
import { CopyButton } from './CopyButton';

describe('CopyButton', () => {
  it('copies its text and shows a check mark for 2 s', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ delay: null });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderInTheme(<CopyButton text="1c0a4f1e" label="Copy ID" />);
    await user.click(screen.getByRole('button', { name: 'Copy ID' }));
    expect(writeText).toHaveBeenCalledWith('1c0a4f1e');
    // The check mark follows the clipboard's promise.
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy ID' })).toBeInTheDocument();
  });
});
