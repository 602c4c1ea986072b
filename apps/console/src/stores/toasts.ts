import { ERROR_TOAST_TIMEOUT_MS, TOAST_TIMEOUT_MS } from '~/constants';
import { createStore } from './store';

export type ToastVariant = 'success' | 'error' | 'info';

/** Spec §3: a toast's fields. `timeout: null` keeps it until dismissed. */
export interface ToastOptions {
  title?: string;
  content: string;
  variant?: ToastVariant;
  timeout?: number | null;
  cta?: { text: string; link: string };
  /** A button that acts in place (e.g. 'Undo'); pressing it dismisses the toast, then runs `onActivate`. */
  action?: { text: string; onActivate: () => void };
  onClose?: () => void;
}

export interface Toast extends Required<Pick<ToastOptions, 'content' | 'variant'>> {
  id: number;
  title: string;
  timeout: number | null;
  cta?: ToastOptions['cta'];
  action?: ToastOptions['action'];
  onClose?: () => void;
}

/** Spec §8: default titles by variant. */
const DEFAULT_TITLES: Record<ToastVariant, string> = { success: 'Success', error: 'Error', info: 'Note' };

const toasts = createStore<Toast[]>([]);
let nextId = 1;

/** Shows a toast; returns its id. Errors stay 15 s, everything else 5 s, unless a timeout is given. */
export function addToast(options: ToastOptions | string): number {
  const { variant = 'success', ...rest } = typeof options === 'string' ? { content: options } : options;
  const toast: Toast = {
    id: nextId++,
    title: rest.title ?? DEFAULT_TITLES[variant],
    content: rest.content,
    variant,
    timeout:
      rest.timeout === undefined
        ? variant === 'error'
          ? ERROR_TOAST_TIMEOUT_MS
          : TOAST_TIMEOUT_MS
        : rest.timeout,
    cta: rest.cta,
    action: rest.action,
    onClose: rest.onClose,
  };
  toasts.set([...toasts.get(), toast]);
  return toast.id;
}

/** Dismisses a toast and runs its `onClose`. */
export function removeToast(id: number) {
  const toast = toasts.get().find((candidate) => candidate.id === id);
  if (!toast) return;
  toasts.set(toasts.get().filter((candidate) => candidate.id !== id));
  toast.onClose?.();
}

/** The toasts on screen, oldest first. */
export const useToasts = toasts.use;
