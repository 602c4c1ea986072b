import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '~/test/render';
import { CliCommandButton, serialConsoleCommand } from './CliCommandDialog';

describe('CliCommandButton', () => {
  it("opens the 'CLI command' dialog with the instance's serial console command", async () => {
    renderInTheme(<CliCommandButton project="mock-project" instance="db1" />);
    await userEvent.click(screen.getByRole('button', { name: 'CLI Command' }));
    const dialog = screen.getByRole('dialog', { name: 'CLI command' });
    expect(dialog).toHaveTextContent(serialConsoleCommand('mock-project', 'db1'));
    expect(serialConsoleCommand('mock-project', 'db1')).toContain('mock-project');
    expect(serialConsoleCommand('mock-project', 'db1')).toContain('db1');
  });

  it("copies the command with 'Copy command' and shows a check mark for 2 s", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ delay: null });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderInTheme(<CliCommandButton project="mock-project" instance="db1" />);
    await user.click(screen.getByRole('button', { name: 'CLI Command' }));
    const dialog = screen.getByRole('dialog', { name: 'CLI command' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy command' }));
    await act(() => Promise.resolve());
    expect(writeText).toHaveBeenCalledWith(serialConsoleCommand('mock-project', 'db1'));
    expect(within(dialog).getByLabelText('Copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(within(dialog).queryByLabelText('Copied')).not.toBeInTheDocument();
  });

  it('closes with its Close button and with Escape', async () => {
    renderInTheme(<CliCommandButton project="mock-project" instance="db1" />);
    await userEvent.click(screen.getByRole('button', { name: 'CLI Command' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'CLI Command' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
