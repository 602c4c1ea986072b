import { CheckIcon, CopyIcon } from '@radix-ui/react-icons';
import { Button, IconButton } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { COPY_FEEDBACK_MS } from '~/constants';

/** Copies text; shows a check mark for 2 s afterwards (spec §2, §4). */
export function useCopied() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };
  return { copied, copy };
}

/** An icon button that copies `text`. */
export function CopyButton({ text, label = 'Copy to clipboard' }: { text: string; label?: string }) {
  const { copied, copy } = useCopied();
  return (
    <IconButton size="1" variant="ghost" aria-label={copied ? 'Copied' : label} onClick={() => copy(text)}>
      {copied ? <CheckIcon /> : <CopyIcon />}
    </IconButton>
  );
}

/** A labelled button that copies `text`, e.g. 'Copy command'. */
export function CopyTextButton({ text, label }: { text: string; label: string }) {
  const { copied, copy } = useCopied();
  return (
    <Button variant="soft" onClick={() => copy(text)}>
      {copied ? <CheckIcon aria-label="Copied" /> : <CopyIcon aria-hidden />}
      {label}
    </Button>
  );
}
