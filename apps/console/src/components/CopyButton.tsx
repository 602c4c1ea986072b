import { Button, IconButton } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { COPY_FEEDBACK_MS } from '~/constants';
import CheckIcon from '~icons/radix-icons/check';
import CopyIcon from '~icons/radix-icons/copy';
import CrossCircledIcon from '~icons/radix-icons/cross-circled';

type CopyOutcome = 'copied' | 'failed';

const OUTCOME_LABEL: Record<CopyOutcome, string> = { copied: 'Copied', failed: 'Copy failed' };

/**
 * Copies text; shows for 2 s afterwards whether it worked (spec §2, §4): the clipboard can refuse (permission
 * denied, a page not served over HTTPS has none), and a check mark then would be a lie.
 */
export function useCopied() {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard on this page');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return { outcome, copy };
}

function OutcomeIcon({ outcome, labelled }: { outcome: CopyOutcome | null; labelled: boolean }) {
  const label = labelled && outcome ? OUTCOME_LABEL[outcome] : undefined;
  if (outcome === 'copied') return <CheckIcon aria-label={label} aria-hidden={!label} />;
  if (outcome === 'failed') return <CrossCircledIcon aria-label={label} aria-hidden={!label} />;
  return <CopyIcon aria-hidden />;
}

/** An icon button that copies `text`. */
export function CopyButton({ text, label = 'Copy to clipboard' }: { text: string; label?: string }) {
  const { outcome, copy } = useCopied();
  return (
    <IconButton
      size="1"
      variant="ghost"
      color={outcome === 'failed' ? 'red' : undefined}
      aria-label={outcome ? OUTCOME_LABEL[outcome] : label}
      onClick={() => copy(text)}
    >
      <OutcomeIcon outcome={outcome} labelled={false} />
    </IconButton>
  );
}

/** A labelled button that copies `text`, e.g. 'Copy command'. */
export function CopyTextButton({ text, label }: { text: string; label: string }) {
  const { outcome, copy } = useCopied();
  return (
    <Button variant="soft" color={outcome === 'failed' ? 'red' : undefined} onClick={() => copy(text)}>
      <OutcomeIcon outcome={outcome} labelled />
      {label}
    </Button>
  );
}
