import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '~/test/render';
import { ActionButton } from './ActionButton';

describe('ActionButton', () => {
  it('runs its action when enabled', async () => {
    const onClick = vi.fn();
    renderInTheme(<ActionButton onClick={onClick}>Start</ActionButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('ignores clicks while loading', async () => {
    const onClick = vi.fn();
    renderInTheme(
      <ActionButton loading onClick={onClick}>
        Start
      </ActionButton>,
    );
    const button = screen.getByRole('button');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('ignores clicks while disabled', async () => {
    const onClick = vi.fn();
    renderInTheme(
      <ActionButton disabled onClick={onClick}>
        Start
      </ActionButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start' }), { pointerEventsCheck: 0 });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('stays focusable with a disabled reason, ignores clicks and explains itself in a tooltip', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ delay: null });
    const onClick = vi.fn();
    renderInTheme(
      <ActionButton disabledReason="Only stopped or failed instances can be started" onClick={onClick}>
        Start
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: 'Start' });
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await user.hover(button);
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Only stopped or failed instances can be started');
  });
});
