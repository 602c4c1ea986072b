import { useEffect } from 'react';
import { lazyModule } from './lazyModule';

// Radix's tooltip (popper, portal, presence) weighs about 15 KB gzip: the first screen shows no tooltip unless a
// name is cut or an action is refused, so it loads only then.
const tooltip = lazyModule(() => import('./Tooltip'));

/** The console's `Tooltip` once its code is in, loading it when `needed`; `undefined` until then. */
export function useLazyTooltip(needed: boolean) {
  const loaded = tooltip.use();
  useEffect(() => {
    if (needed) tooltip.prefetch();
  }, [needed]);
  return loaded?.Tooltip;
}
