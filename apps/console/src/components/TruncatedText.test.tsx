import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '~/test/render';
import { TruncatedText } from './TruncatedText';

describe('TruncatedText', () => {
  it('shows text within the limit as it is, with no tooltip', () => {
    renderInTheme(<TruncatedText text="db1" maxLength={6} />);
    expect(screen.getByText('db1')).not.toHaveAttribute('tabindex');
  });

  it('cuts longer text to the limit minus 2 characters plus an ellipsis', () => {
    renderInTheme(<TruncatedText text="build-runner-7" maxLength={8} />);
    expect(screen.getByText('build-…')).toBeInTheDocument();
    expect(screen.queryByText('build-runner-7')).not.toBeInTheDocument();
  });

  it('shows the full text in a tooltip after 300 ms', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ delay: null });
    renderInTheme(<TruncatedText text="build-runner-7" maxLength={8} />);
    await user.hover(screen.getByText('build-…'));
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('build-runner-7');
  });
});
