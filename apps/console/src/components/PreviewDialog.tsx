import { Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { type PreviewPlatform, previewPlatform } from '~/stores/previewPlatform';
import { Modal } from './Modal';
import { OptionSelect } from './OptionSelect';

/** Spec §1: what the preview keeps and for how long, and (in development builds) its chaos mode switch. */
export function PreviewDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const platform = previewPlatform.use();
  return (
    <Modal title="Console Technical Preview" open={open} onDismiss={onDismiss}>
      <Flex direction="column" gap="4" mt="3">
        <Text as="p" size="2">
          This console runs against a mock API inside your browser. Resources you create or change persist
          while you move around the console, are visible only to you, and vanish when you refresh the page.
        </Text>
        {import.meta.env.DEV && platform ? <ChaosSwitch platform={platform} /> : null}
      </Flex>
    </Modal>
  );
}

const CHAOS_SHARES = [0, 0.1, 0.25, 0.5];

/** Spec §1's development-only chaos mode, switched while the preview runs: a share of calls fails at random. */
function ChaosSwitch({ platform }: { platform: PreviewPlatform }) {
  const [share, setShare] = useState(platform.chaos());
  return (
    <Flex direction="column" gap="1">
      <Flex align="center" gap="3">
        <Text as="span" size="2" weight="medium" id="chaos-mode">
          Chaos mode
        </Text>
        <OptionSelect
          size="1"
          labelledBy="chaos-mode"
          value={String(share)}
          onValueChange={(value) => {
            platform.setChaos(Number(value));
            setShare(platform.chaos());
          }}
          options={[...new Set([...CHAOS_SHARES, share])]
            .sort((a, b) => a - b)
            .map((value) => ({
              value: String(value),
              label: value === 0 ? 'Off' : `${value * 100}% of calls`,
            }))}
        />
      </Flex>
      <Text size="1" color="gray">
        Development only: calls fail at random with 401, 403, 404 or 500.
      </Text>
    </Flex>
  );
}
