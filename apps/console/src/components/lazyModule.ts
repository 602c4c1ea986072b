import { createStore } from '~/stores/store';

/**
 * Code the first screen does not draw (dialogs, menus, the jobs tray) loads on first use, so the first screen
 * waits for less. `use()` gives the module once it is in (re-rendering its users then), `undefined` before;
 * `prefetch()` starts loading it, e.g. when a pointer reaches what will need it.
 */
export interface LazyModule<Module> {
  load: () => Promise<Module>;
  prefetch: () => void;
  use: () => Module | undefined;
}

const everyLazyModule = new Set<LazyModule<unknown>>();

export function lazyModule<Module>(importModule: () => Promise<Module>): LazyModule<Module> {
  const loaded = createStore<Module | undefined>(undefined);
  let loading: Promise<Module> | undefined;
  const load = () => {
    loading ??= importModule().then(
      (module) => {
        loaded.set(module);
        return module;
      },
      (error: unknown) => {
        // A failed chunk request is tried again on the next use rather than remembered.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const module: LazyModule<Module> = {
    load,
    prefetch: () => void load().catch(() => undefined),
    use: loaded.use,
  };
  everyLazyModule.add(module);
  return module;
}

/** Loads every lazy module declared so far: component tests render these parts as a loaded page would. */
export const loadEveryLazyModule = () => Promise.all([...everyLazyModule].map((module) => module.load()));
