import { useEffect, useState } from 'react';
import { SCREEN_READER_ANNOUNCEMENT_MS } from '~/constants';
import { useToasts } from '~/stores/toasts';
import { lazyModule } from './lazyModule';

const toastCard = lazyModule(() => import('./ToastCard'));

/**
 * Toasts in the corner, and a polite live region that announces each one to screen readers for 7 s
 * (long enough to be read, short enough that stale messages are not re-announced). Their timeouts stop while
 * the pointer is over them or focus is in them, so nobody loses a toast they are reading or about to act on.
 */
export function Toaster() {
  const toasts = useToasts();
  const cards = toastCard.use();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const latest = toasts[toasts.length - 1];
  useEffect(() => {
    if (!latest) return;
    // The cards' code loads with the first toast; the announcement does not wait for it.
    toastCard.prefetch();
    setAnnouncement(`${latest.title}: ${latest.content}`);
    const timer = setTimeout(() => setAnnouncement(''), SCREEN_READER_ANNOUNCEMENT_MS);
    return () => clearTimeout(timer);
  }, [latest]);
  return (
    <>
      <section
        className="toaster"
        aria-label="Notifications"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      >
        {cards
          ? toasts.map((toast) => (
              <cards.ToastCard key={toast.id} toast={toast} paused={hovered || focused} />
            ))
          : null}
      </section>
      <div className="visually-hidden" aria-live="polite" role="status" data-testid="toast-announcer">
        {announcement}
      </div>
    </>
  );
}
