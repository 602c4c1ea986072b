import { formatBytes } from '@rackconsole/sdk';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { PREVIEW_STATE_MAX_BYTES, previewStateLink } from '~/api/previewState';
import { type PreviewPlatform, previewPlatform } from '~/stores/previewPlatform';
import { addToast } from '~/stores/toasts';
import { Modal } from './Modal';
import { OptionSelect } from './OptionSelect';

/**
 * Spec §1: what the preview keeps and for how long; how to keep it anyway (export to a file, import it back, or
 * a link that opens the preview with it); and (in development builds) its chaos mode switch.
 */
export function PreviewDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const platform = previewPlatform.use();
  return (
    <Modal title="Console Technical Preview" open={open} onDismiss={onDismiss}>
      <Flex direction="column" gap="4" mt="3">
        <Text as="p" size="2">
          This console runs against a mock API inside your browser. Resources you create or change persist
          while you move around the console, are visible only to you, and vanish when you refresh the page.
        </Text>
        {platform ? <KeepOrShare platform={platform} /> : null}
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

/** Nothing is kept unless the user exports it: the whole platform to a file, back from one, or as a link. */
function KeepOrShare({ platform }: { platform: PreviewPlatform }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importError, setImportError] = useState<string>();

  const exportFile = () => {
    const url = URL.createObjectURL(new Blob([platform.exportState()], { type: 'application/json' }));
    const download = document.createElement('a');
    download.href = url;
    download.download = `rack-console-preview-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.json`;
    download.click();
    URL.revokeObjectURL(url);
  };
  const importFile = async (file: File) => {
    if (file.size > PREVIEW_STATE_MAX_BYTES) {
      setImportError(
        `${file.name} is larger than ${formatBytes(PREVIEW_STATE_MAX_BYTES)}, more than a preview’s state holds`,
      );
      return;
    }
    try {
      platform.importState(await file.text());
    } catch (error) {
      setImportError(error instanceof Error ? error.message : String(error));
      return;
    }
    setImportError(undefined);
    // Everything the console holds came from the platform that is gone: it is dropped, and what is on screen
    // is read again.
    await queryClient.resetQueries();
    await router.invalidate();
    addToast(`Preview state imported from ${file.name}`);
  };
  const copyLink = async () => {
    const link = await previewStateLink(platform.exportState(), `${location.origin}${location.pathname}`);
    await navigator.clipboard.writeText(link);
    addToast('Link copied: it opens the preview with what is here now');
  };

  return (
    <Flex direction="column" gap="2">
      <Text as="p" size="2">
        To keep what is here, export it to a file and import it later, or copy a link that opens the preview
        with it.
      </Text>
      <Flex gap="2" wrap="wrap">
        <Button variant="soft" onClick={exportFile}>
          Export
        </Button>
        <Button variant="soft" onClick={() => fileInput.current?.click()}>
          Import
        </Button>
        <Button variant="soft" onClick={() => void copyLink()}>
          Copy link
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Preview state file"
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void importFile(file);
          }}
        />
      </Flex>
      {importError ? (
        <Callout.Root color="red" role="alert" size="1">
          <Callout.Text>{importError}</Callout.Text>
        </Callout.Root>
      ) : null}
    </Flex>
  );
}
