import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '~/test/render';
import { CopyButton, CopyTextButton } from './CopyButton';

describe('CopyButton', () => {
  it('copies its text and shows a check mark for 2 s', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ delay: null });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderInTheme(<CopyButton text="1c0a4f1e" label="Copy ID" />);
    await user.click(screen.getByRole('button', { name: 'Copy ID' }));
    expect(writeText).toHaveBeenCalledWith('1c0a4f1e');
    // The check mark follows the clipboard's promise (user-event's stub settles it after reading a Blob).
    await act(() => writeText.mock.results[0]?.value);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy ID' })).toBeInTheDocument();
  });

  it("says 'Copy failed' for 2 s when the clipboard refuses", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ delay: null });
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    renderInTheme(<CopyButton text="1c0a4f1e" label="Copy ID" />);
    await user.click(screen.getByRole('button', { name: 'Copy ID' }));
    await act(() => writeText.mock.results[0]?.value.catch(() => undefined));
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy ID' })).toBeInTheDocument();
  });

  it("says 'Copy failed' where the page has no clipboard (not served over HTTPS)", async () => {
    const user = userEvent.setup();
    const noClipboard = vi
      .spyOn(navigator, 'clipboard', 'get')
      .mockReturnValue(undefined as unknown as Clipboard);
    try {
      renderInTheme(<CopyTextButton text="rackctl instance serial console" label="Copy command" />);
      await user.click(screen.getByRole('button', { name: 'Copy command' }));
      expect(await screen.findByLabelText('Copy failed')).toBeInTheDocument();
      expect(screen.queryByLabelText('Copied')).not.toBeInTheDocument();
    } finally {
      noClipboard.mockRestore();
    }
  });
});
