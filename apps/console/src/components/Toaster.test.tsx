import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToast, removeToast, useToasts } from '~/stores/toasts';
import { renderWithRouter } from '~/test/render';
import { Toaster } from './Toaster';

const renderToaster = () => renderWithRouter(<Toaster />);

afterEach(() => {
  const { result } = renderHook(() => useToasts());
  act(() => {
    for (const toast of result.current) removeToast(toast.id);
  });
});

describe('Toaster', () => {
  it('shows a success toast for 5 s', async () => {
    await renderToaster();
    vi.useFakeTimers();
    act(() => void addToast('Project created'));
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.getAllByText('Project created')).not.toHaveLength(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Success')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Success')).not.toBeInTheDocument();
  });

  it('keeps an error toast 15 s', async () => {
    await renderToaster();
    vi.useFakeTimers();
    act(() => void addToast({ variant: 'error', content: 'Disk is attached' }));
    act(() => vi.advanceTimersByTime(14_999));
    expect(screen.getByText('Error')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('stops the clock while the pointer is over the toasts, and goes on with what was left', async () => {
    await renderToaster();
    vi.useFakeTimers();
    act(() => void addToast('Project created'));
    act(() => vi.advanceTimersByTime(3000));
    const toaster = screen.getByText('Success').closest('.toaster') as HTMLElement;
    act(() => fireEvent.pointerEnter(toaster));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Success')).toBeInTheDocument();
    act(() => fireEvent.pointerLeave(toaster));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Success')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Success')).not.toBeInTheDocument();
  });

  it('stops the clock while focus is in a toast', async () => {
    await renderToaster();
    vi.useFakeTimers();
    act(() => void addToast({ variant: 'error', content: 'Disk is attached' }));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Error')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).blur());
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('keeps a toast with a null timeout until it is dismissed, then runs onClose', async () => {
    const onClose = vi.fn();
    await renderToaster();
    vi.useFakeTimers();
    act(() => void addToast({ variant: 'info', content: 'Read me', timeout: null, onClose }));
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(screen.getByText('Note')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByText('Note')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('offers the call to action as a link', async () => {
    const { router } = await renderToaster();
    act(() => void addToast({ content: 'Image promoted', cta: { text: 'View images', link: '/images' } }));
    await userEvent.click(screen.getByRole('link', { name: 'View images' }));
    expect(router.state.location.pathname).toBe('/images');
  });

  it('runs an in-place action such as Undo once and dismisses the toast', async () => {
    const onActivate = vi.fn();
    await renderToaster();
    act(() => void addToast({ content: 'Firewall rule saved', action: { text: 'Undo', onActivate } }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onActivate).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('announces the newest toast to screen readers for 7 s', async () => {
    await renderToaster();
    vi.useFakeTimers();
    act(() => void addToast({ content: 'Disk created', timeout: null }));
    const announcer = screen.getByRole('status');
    expect(announcer).toHaveTextContent('Success: Disk created');
    act(() => vi.advanceTimersByTime(6999));
    expect(announcer).toHaveTextContent('Success: Disk created');
    act(() => vi.advanceTimersByTime(1));
    expect(announcer).toBeEmptyDOMElement();
  });
});
