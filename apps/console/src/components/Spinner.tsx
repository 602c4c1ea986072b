import { Spinner } from '@radix-ui/themes';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { SPINNER_MIN_MS } from '~/constants';

/**
 * While `loading`, shows a spinner; once shown it stays at least 500 ms so a fast answer does not flash it.
 */
export function LoadingWrapper({ loading, children }: { loading: boolean; children: ReactNode }) {
  const [showSpinner, setShowSpinner] = useState(loading);
  const shownAt = useRef<number | null>(loading ? Date.now() : null);
  useEffect(() => {
    if (loading) {
      shownAt.current ??= Date.now();
      setShowSpinner(true);
      return;
    }
    if (shownAt.current === null) return;
    const remaining = SPINNER_MIN_MS - (Date.now() - shownAt.current);
    const timer = setTimeout(
      () => {
        shownAt.current = null;
        setShowSpinner(false);
      },
      Math.max(remaining, 0),
    );
    return () => clearTimeout(timer);
  }, [loading]);
  return showSpinner ? <Spinner aria-label="Loading" /> : children;
}
