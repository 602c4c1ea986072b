import { useSyncExternalStore } from 'react';

/**
 * One value outside React that components follow: `set` replaces it and re-renders every component that
 * reads it with `use()`. Code outside React reads it with `get()`.
 */
export interface Store<Value> {
  get: () => Value;
  set: (next: Value) => void;
  use: () => Value;
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
  };
}
