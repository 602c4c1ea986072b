import { type KeyboardEvent, useState } from 'react';
import type { LazyModule } from './lazyModule';

/** The keys that open a closed menu or select besides Enter and Space, which click the button. */
const OPEN_KEYS = { menu: ['ArrowDown'], listbox: ['ArrowDown', 'ArrowUp'] };

/**
 * A menu or select whose code loads on first use. Until it is first opened its button is a plain one with the
 * ARIA of a closed popup button; a pointer or focus reaching it starts loading the code, and opening it (a
 * click, Enter, Space or an arrow key) mounts the real Radix control, open (its `defaultOpen` prop), which from
 * then on handles everything itself, focus included. Spread `triggerProps` on the button either way.
 */
export function useLazyPopup<Module>(lazy: LazyModule<Module>, popup: 'menu' | 'listbox') {
  const module = lazy.use();
  const [opened, setOpened] = useState(false);
  if (opened && module) return { loaded: module, triggerProps: {} };
  const open = () => {
    setOpened(true);
    lazy.prefetch();
  };
  return {
    loaded: undefined,
    triggerProps: {
      'aria-haspopup': popup,
      'aria-expanded': false,
      ...(popup === 'listbox' ? { role: 'combobox' } : {}),
      onPointerEnter: lazy.prefetch,
      onFocus: lazy.prefetch,
      onClick: open,
      onKeyDown: (event: KeyboardEvent) => {
        if (!OPEN_KEYS[popup].includes(event.key)) return;
        event.preventDefault();
        open();
      },
    },
  };
}
