import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToast, removeToast, useToasts } from './toasts';

const current = () => renderHook(() => useToasts()).result.current;

afterEach(() => {
  for (const toast of current()) act(() => removeToast(toast.id));
});

describe('addToast', () => {
  it('titles toasts Success, Error and Note by variant unless given a title', () => {
    addToast('Saved');
    addToast({ variant: 'error', content: 'Broke' });
    addToast({ variant: 'info', content: 'FYI' });
    addToast({ variant: 'error', title: 'Could not delete disk', content: 'Disk is attached' });
    expect(current().map((toast) => toast.title)).toEqual([
      'Success',
      'Error',
      'Note',
      'Could not delete disk',
    ]);
  });

  it('dismisses after 5 s, errors after 15 s, and never when the timeout is null', () => {
    addToast('Saved');
    addToast({ variant: 'error', content: 'Broke' });
    addToast({ content: 'Sticky', timeout: null });
    addToast({ content: 'Custom', timeout: 1234 });
    expect(current().map((toast) => toast.timeout)).toEqual([5000, 15_000, null, 1234]);
  });

  it('runs onClose once when the toast is removed', () => {
    const onClose = vi.fn();
    const id = addToast({ content: 'Bye', onClose });
    removeToast(id);
    removeToast(id);
    expect(onClose).toHaveBeenCalledOnce();
    expect(current()).toEqual([]);
  });
});
