import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The bar reads one thing from the router, whether navigation is pending; the test drives it directly.
const navigation = vi.hoisted(() => ({ pending: false }));
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: { status: string }) => unknown }) =>
    select({ status: navigation.pending ? 'pending' : 'idle' }),
}));
const { LoadingBar } = await import('./Breadcrumbs');

describe('LoadingBar', () => {
  it('appears only once navigation has been loading for 20 ms, and goes when it ends', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LoadingBar />);
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar).toHaveAttribute('data-state', 'done');

    navigation.pending = true;
    rerender(<LoadingBar />);
    act(() => vi.advanceTimersByTime(19));
    expect(bar).toHaveAttribute('data-state', 'done');
    act(() => vi.advanceTimersByTime(1));
    expect(bar).toHaveAttribute('data-state', 'loading');
    expect(bar).toHaveAttribute('aria-hidden', 'false');

    navigation.pending = false;
    rerender(<LoadingBar />);
    expect(bar).toHaveAttribute('data-state', 'done');
  });

  it('never shows for a navigation quicker than 20 ms', () => {
    vi.useFakeTimers();
    navigation.pending = true;
    const { rerender } = render(<LoadingBar />);
    act(() => vi.advanceTimersByTime(10));
    navigation.pending = false;
    rerender(<LoadingBar />);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('data-state', 'done');
  });
});
