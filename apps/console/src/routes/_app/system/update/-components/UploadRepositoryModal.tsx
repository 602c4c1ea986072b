import { formatBytes } from '@rackconsole/sdk';
import { Button, Callout, Flex, Progress, Text } from '@radix-ui/themes';
import { useId, useRef, useState } from 'react';
import { useInvalidate } from '~/api/queries';
import { Modal } from '~/components/Modal';
import { addToast } from '~/stores/toasts';
import { uploadRepository } from './repositoryUpload';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number | null }
  | { kind: 'failed'; message: string };

/** Picks a TUF repository archive and uploads it, showing how much has been sent. */
export function UploadRepositoryModal({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const id = useId();
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const uploading = state.kind === 'uploading';

  const close = () => {
    abort.current?.abort();
    abort.current = null;
    setFile(null);
    setState({ kind: 'idle' });
    onDismiss();
  };

  const upload = async () => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    // Unknown until the browser reports progress (in preview mode it may only report the end).
    setState({ kind: 'uploading', fraction: null });
    try {
      const { repo, status } = await uploadRepository(
        file,
        (fraction) => setState({ kind: 'uploading', fraction }),
        controller.signal,
      );
      await invalidate('systemUpdateRepositoryList');
      addToast(
        status === 'already_exists'
          ? `Repository ${repo.systemVersion} was already uploaded`
          : `Repository ${repo.systemVersion} uploaded`,
      );
      abort.current = null;
      close();
    } catch (error) {
      // Closing the dialog cancels the upload; that is not a failure to report.
      if (controller.signal.aborted) return;
      setState({ kind: 'failed', message: (error as Error).message });
    }
  };

  const percent = uploading && state.fraction !== null ? Math.round(state.fraction * 100) : null;
  return (
    <Modal title="Upload repository" open={open} onDismiss={close}>
      <Flex direction="column" gap="4" mt="3">
        <Text as="p" size="2" color="gray">
          A TUF repository archive (.zip) of a system release. Once uploaded, its version can be set as the
          target release.
        </Text>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={id} size="2" weight="medium">
            Repository file
          </Text>
          <input
            id={id}
            type="file"
            accept=".zip,application/zip"
            disabled={uploading}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setState({ kind: 'idle' });
            }}
            style={{ font: 'inherit', fontSize: 'var(--font-size-2)' }}
          />
          {file ? (
            <Text size="1" color="gray">
              {file.name}, {formatBytes(file.size)}
            </Text>
          ) : null}
        </Flex>
        {uploading ? (
          <Flex direction="column" gap="1">
            <Progress value={percent ?? undefined} aria-label="Upload progress" />
            <Text size="1" color="gray" role="status">
              {percent === null ? 'Uploading…' : `Uploading… ${percent}%`}
            </Text>
          </Flex>
        ) : null}
        {state.kind === 'failed' ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{state.message}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={close}>
            Cancel
          </Button>
          <Button type="button" disabled={!file} loading={uploading} onClick={upload}>
            Upload
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
