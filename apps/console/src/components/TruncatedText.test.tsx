import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '~/test/render';
import { TruncatedText } from './TruncatedText';

const NAME_63 = `${'a'.repeat(57)}-63chr`;

describe('TruncatedText', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows text within the limit as it is, with no tooltip', () => {
    renderInTheme(<TruncatedText text="db1" maxLength={6} />);
    expect(screen.getByText('db1')).not.toHaveAttribute('tabindex');
  });

  it('shows text of exactly the limit uncut', () => {
    renderInTheme(<TruncatedText text="db-one" maxLength={6} />);
    expect(screen.getByText('db-one')).toBeVisible();
    expect(screen.queryByText(/…/)).not.toBeInTheDocument();
  });

  it('cuts longer text to the limit minus 2 characters plus an ellipsis, the full text only for assistive technology', () => {
    renderInTheme(<TruncatedText text="build-runner-7" maxLength={8} />);
    expect(screen.getByText('build-…')).toHaveAttribute('aria-hidden');
    expect(screen.getByText('build-runner-7')).toHaveClass('visually-hidden');
  });

  it('cuts a 63-character name to the limit with one ellipsis, never mid code point', () => {
    renderInTheme(<TruncatedText text={NAME_63} maxLength={24} />);
    expect(screen.getByText(`${'a'.repeat(22)}…`)).toBeInTheDocument();
    renderInTheme(<TruncatedText text="🙂🙂🙂🙂🙂" maxLength={4} />);
    expect(screen.getByText('🙂🙂…')).toBeInTheDocument();
  });

  it('is a Tab stop on its own, and not inside a link that names itself', () => {
    renderInTheme(
      <>
        <TruncatedText text="build-runner-7" maxLength={8} />
        <a href="#x">
          <TruncatedText text="build-runner-8" maxLength={8} focusable={false} />
        </a>
      </>,
    );
    const [standalone, inLink] = document.querySelectorAll('.truncated-text');
    expect(standalone).toHaveAttribute('tabindex', '0');
    expect(inLink).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('link', { name: 'build-runner-8' })).toBeInTheDocument();
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

  it('shows the tooltip to a keyboard that focuses the cut text', async () => {
    const user = userEvent.setup();
    renderInTheme(<TruncatedText text="build-runner-7" maxLength={8} />);
    await user.tab();
    expect(document.querySelector('.truncated-text')).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('build-runner-7');
  });
});
