import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
} from 'react';
import type { LazyModule } from './lazyModule';

/** What Radix puts on the button of a closed menu or select, and the keys that open each. */
const TRIGGERS = {
  menu: {
    attributes: { type: 'button', 'aria-haspopup': 'menu', 'aria-expanded': false, 'data-state': 'closed' },
    openKeys: ['Enter', ' ', 'ArrowDown'],
  },
  select: {
    attributes: {
      type: 'button',
      role: 'combobox',
      'aria-expanded': false,
      'aria-autocomplete': 'none',
      dir: 'ltr',
      'data-state': 'closed',
    },
    openKeys: [' ', 'Enter', 'ArrowUp', 'ArrowDown'],
  },
} as const;

type Opening =
  | { type: 'pointer'; pointerType: string; clientX: number; clientY: number; released: boolean }
  | { type: 'key'; key: string };

/**
 * A menu or select whose code loads on first use shows a stand-in of its button until then: the same button,
 * with the attributes Radix gives a closed one. A pointer or focus reaching it starts loading the real control;
 * a press that opens (pointer down, or an opening key) is replayed on the real button once it is in, and focus
 * moves over with it, so the control opens as it would have. Spread `triggerProps` on the button either way.
 */
export function useTriggerStandIn<Module>(lazy: LazyModule<Module>, kind: keyof typeof TRIGGERS) {
  const loaded = lazy.use();
  const trigger = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  const opening = useRef<Opening | undefined>(undefined);

  // An effect rather than a layout effect: the real control's own effects (Radix's keyboard tracking) run first.
  useEffect(() => {
    const button = trigger.current;
    const replay = opening.current;
    opening.current = undefined;
    if (!loaded || !button) return;
    if (focused.current) button.focus();
    // A select takes the release that ends the press opening it as part of that press, not as a choice; a
    // press already released when the select comes in opens it as its opening keys do, without a press.
    const selectAlreadyReleased = kind === 'select' && replay?.type === 'pointer' && replay.released;
    if (replay?.type === 'key' || selectAlreadyReleased) {
      const key = replay.type === 'key' ? replay.key : 'Enter';
      button.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    } else if (replay) {
      const { pointerType, clientX, clientY } = replay;
      const init = { bubbles: true, cancelable: true, button: 0, clientX, clientY };
      button.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType, isPrimary: true }));
      // Radix opens a select on the click that follows a touch or pen press, not on the press itself.
      if (kind === 'select' && pointerType !== 'mouse') button.dispatchEvent(new MouseEvent('click', init));
    }
  }, [loaded, kind]);

  if (loaded) return { loaded, triggerProps: { ref: trigger } };
  const { attributes, openKeys } = TRIGGERS[kind];
  const standIn = {
    ...attributes,
    ref: trigger,
    onPointerEnter: lazy.prefetch,
    onFocus: () => {
      focused.current = true;
      lazy.prefetch();
    },
    onBlur: () => {
      focused.current = false;
    },
    onPointerDown: (event: ReactPointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      const { pointerType, clientX, clientY } = event;
      opening.current = { type: 'pointer', pointerType, clientX, clientY, released: false };
      lazy.prefetch();
    },
    onPointerUp: () => {
      if (opening.current?.type === 'pointer') opening.current.released = true;
    },
    onKeyDown: (event: ReactKeyboardEvent) => {
      if (!(openKeys as readonly string[]).includes(event.key)) return;
      event.preventDefault();
      opening.current = { type: 'key', key: event.key };
      lazy.prefetch();
    },
  };
  return { loaded, triggerProps: standIn };
}
