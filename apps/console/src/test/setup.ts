// Vitest setup for the console's component tests (jsdom).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadEveryLazyModule } from '~/components/lazyModule';

// Testing Library recognises fake timers only through a global `jest`: without this shim, its async helpers
// (and user-event) wait on a real `setTimeout(0)` that Vitest's fake clock never fires.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

// Parts the console loads on first use (dialogs, menus…) render as on a page where they have loaded; the loading
// itself has its own tests.
beforeEach(async () => {
  await loadEveryLazyModule();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// jsdom leaves out layout and media APIs that Radix primitives call; these stand-ins report "no layout".
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
