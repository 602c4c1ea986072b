import { useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';
const STORAGE_KEY = 'rack-console-theme';

const read = (): ThemePreference => {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
};

let preference = read();
const listeners = new Set<() => void>();

/** Chooses light, dark or the system's theme, remembered across visits. */
export function setThemePreference(next: ThemePreference) {
  preference = next;
  globalThis.localStorage?.setItem(STORAGE_KEY, next);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
};

export const useThemePreference = () => useSyncExternalStore(subscribe, () => preference);

/** The appearance to render: the preference, with 'system' resolved from the OS setting. */
export function useAppearance(): 'light' | 'dark' {
  const current = useThemePreference();
  const systemDark = useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
  );
  return current === 'system' ? (systemDark ? 'dark' : 'light') : current;
}
