// Vitest setup for the console's component tests (jsdom).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadEveryLazyModule } from '~/components/lazyModule';

// `findBy…` and `waitFor` wait for what the user sees for up to 1 s by default: a render that takes longer on a
// busy machine would fail. 10 s, under the Vitest config's 30 s per test, so a real failure still shows the DOM.
configure({ asyncUtilTimeout: 10_000 });

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
