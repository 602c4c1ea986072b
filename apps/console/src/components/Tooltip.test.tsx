import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '~/test/render';
import { Tooltip } from './Tooltip';

const hoverAndWait = async (target: HTMLElement, ms: number) => {
  const user = userEvent.setup({ delay: null });
  await user.hover(target);
  act(() => vi.advanceTimersByTime(ms));
  return user;
};

describe('Tooltip', () => {
  it('opens 250 ms after hover', async () => {
    vi.useFakeTimers();
    renderInTheme(
      <Tooltip content="Only stopped instances can be started">
        <button type="button">Start</button>
      </Tooltip>,
    );
    await hoverAndWait(screen.getByRole('button', { name: 'Start' }), 249);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Only stopped instances can be started');
  });

  it('waits 300 ms for truncated text', async () => {
    vi.useFakeTimers();
    renderInTheme(
      <Tooltip content="the-whole-name" truncated>
        <button type="button">the-who…</button>
      </Tooltip>,
    );
    await hoverAndWait(screen.getByRole('button'), 299);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('the-whole-name');
  });

  it('closes on Escape', async () => {
    vi.useFakeTimers();
    renderInTheme(
      <Tooltip content="Help">
        <button type="button">Target</button>
      </Tooltip>,
    );
    const user = await hoverAndWait(screen.getByRole('button'), 250);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
