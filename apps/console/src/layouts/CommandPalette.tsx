import { useEffect, useState } from 'react';
import { lazyModule } from '~/components/lazyModule';

const paletteDialog = lazyModule(() => import('./CommandPaletteDialog'));

/** What the palette's field and list take from the keyboard. */
const PALETTE_KEYS = new Set(['Backspace', 'Enter', 'ArrowDown', 'ArrowUp']);

/**
 * ⌘K / Ctrl+K: jump to any page of the current context or start its main actions, by keyboard. The palette's
 * code loads on first use; pressing ⌘ or Ctrl already starts loading it, and what is typed before it is in
 * goes to it rather than to the page.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  const [typedAhead, setTypedAhead] = useState<string[]>([]);
  const dialog = paletteDialog.use();
  const waitingForDialog = open && !dialog;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Meta') paletteDialog.prefetch();
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        paletteDialog.prefetch();
        setTypedAhead([]);
        setOpen((previous) => !previous);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (!waitingForDialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      if (event.key === 'Escape') setOpen(false);
      else if (event.key.length === 1 || PALETTE_KEYS.has(event.key)) {
        setTypedAhead((keys) => [...keys, event.key]);
      } else return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [waitingForDialog]);

  return dialog ? (
    <dialog.CommandPaletteDialog open={open} onClose={() => setOpen(false)} typedAhead={typedAhead} />
  ) : null;
}
