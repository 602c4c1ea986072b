import { useSyncExternalStore } from 'react';
import { createStore } from './store';

export type ThemePreference = 'light' | 'dark' | 'system';
const STORAGE_KEY = 'rack-console-theme';

const read = (): ThemePreference => {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
};

const preference = createStore(read());

/** Chooses light, dark or the system's theme, remembered across visits. */
export function setThemePreference(next: ThemePreference) {
  globalThis.localStorage?.setItem(STORAGE_KEY, next);
  preference.set(next);
}

/** Follows the operating system's light/dark setting, which the 'system' preference renders. */
const subscribeToSystemTheme = (listener: () => void) => {
  const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
};

export const useThemePreference = preference.use;

/** The appearance to render: the preference, with 'system' resolved from the OS setting. */
export function useAppearance(): 'light' | 'dark' {
  const current = useThemePreference();
  const systemDark = useSyncExternalStore(
    subscribeToSystemTheme,
    () => globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
  );
  return current === 'system' ? (systemDark ? 'dark' : 'light') : current;
}
