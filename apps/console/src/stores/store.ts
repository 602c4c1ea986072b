import { useSyncExternalStore } from 'react';
// The shim's entry, the one TanStack's store imports: the bundle carries a single copy.
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/shim/with-selector';

/**
 * One value outside React that components follow: `set` replaces it and re-renders every component that
 * reads it with `use()`, or whose part of it changed for `useSelected`. Code outside React reads it with `get()`.
 */
export interface Store<Value> {
  get: () => Value;
  set: (next: Value) => void;
  use: () => Value;
  /**
   * A part of the value (`select`), for a component that should not re-render on every change: it does only
   * when `isEqual` (by default `Object.is`) says the part changed.
   */
  useSelected: <Selected>(
    select: (value: Value) => Selected,
    isEqual?: (previous: Selected, next: Selected) => boolean,
  ) => Selected;
}

export function createStore<Value>(initial: Value): Store<Value> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => value;
  return {
    get,
    set: (next) => {
      value = next;
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, get),
    useSelected: (select, isEqual) => useSyncExternalStoreWithSelector(subscribe, get, get, select, isEqual),
  };
}
