import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { lazyModule } from './lazyModule';

const modal = lazyModule(() => import('./PreviewDialog'));

/** Spec §1: preview mode says so, and explains what the mock keeps and for how long. */
export function PreviewBanner() {
  const [open, setOpen] = useState(false);
  // The explanation's dialog code loads when a pointer or focus reaches 'Learn more'.
  const loaded = modal.use();
  return (
    <Flex
      className="preview-banner"
      justify="center"
      align="center"
      gap="3"
      role="region"
      aria-label="Preview mode"
    >
      <Text size="1">This is a technical preview.</Text>
      <Button
        size="1"
        variant="ghost"
        highContrast
        onPointerEnter={modal.prefetch}
        onFocus={modal.prefetch}
        onClick={() => {
          modal.prefetch();
          setOpen(true);
        }}
      >
        Learn more
      </Button>
      {loaded ? <loaded.PreviewDialog open={open} onDismiss={() => setOpen(false)} /> : null}
    </Flex>
  );
}
