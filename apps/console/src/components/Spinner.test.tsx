import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '~/test/render';
import { LoadingWrapper } from './Spinner';

const view = (loading: boolean) => (
  <LoadingWrapper loading={loading}>
    <p>Loaded</p>
  </LoadingWrapper>
);

describe('LoadingWrapper', () => {
  it('shows its content straight away when nothing is loading', () => {
    renderInTheme(view(false));
    expect(screen.getByText('Loaded')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument();
  });

  it('keeps the spinner at least 500 ms even when loading ends sooner', () => {
    vi.useFakeTimers();
    const { rerender } = renderInTheme(view(true));
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    rerender(view(false));
    act(() => vi.advanceTimersByTime(399));
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('Loaded')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument();
    expect(screen.getByText('Loaded')).toBeInTheDocument();
  });

  it('hides the spinner as soon as loading ends after 500 ms', () => {
    vi.useFakeTimers();
    const { rerender } = renderInTheme(view(true));
    act(() => vi.advanceTimersByTime(800));
    rerender(view(false));
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Loaded')).toBeInTheDocument();
  });
});
