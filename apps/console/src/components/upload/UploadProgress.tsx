import { Button, Callout, Flex, Heading, Progress, Spinner, Text } from '@radix-ui/themes';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useJob } from '~/stores/jobs';
import CheckCircledIcon from '~icons/radix-icons/check-circled';
import CircleIcon from '~icons/radix-icons/circle';
import CrossCircledIcon from '~icons/radix-icons/cross-circled';
import MinusCircledIcon from '~icons/radix-icons/minus-circled';
import { type StepStatus, uploadSteps } from './upload';
import type { UploadView } from './useUpload';
import './upload.css';

const STATUS_TEXT: Record<StepStatus | 'waiting', string> = {
  waiting: 'Waiting',
  running: 'In progress',
  done: 'Done',
  failed: 'Failed',
  canceled: 'Canceled',
};

const STATUS_ICON: Record<StepStatus | 'waiting', ReactNode> = {
  waiting: <CircleIcon color="var(--gray-9)" aria-hidden />,
  running: <Spinner size="1" />,
  done: <CheckCircledIcon color="var(--green-9)" aria-hidden />,
  failed: <CrossCircledIcon color="var(--red-9)" aria-hidden />,
  canceled: <MinusCircledIcon color="var(--gray-9)" aria-hidden />,
};

/** How the upload ended, in words; a failure's own message is the form's error. */
function outcomeOf({ phase, steps }: UploadView): string | undefined {
  const cleanedUp = steps.rollback === 'done' ? ' Everything it created was removed.' : '';
  if (phase === 'canceling') return 'Canceling: removing what the upload created…';
  if (phase === 'canceled') return `Upload canceled.${cleanedUp}`;
  if (phase === 'failed') return `Upload failed.${cleanedUp}`;
  if (phase === 'done') return 'Upload complete.';
  return undefined;
}

/** The bytes an upload's job has written: the one part of the panel that changes with every chunk. */
function WrittenBytes({ jobId }: { jobId?: number }) {
  const progress = useJob(jobId)?.progress;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Flex direction="column" gap="1">
      <Progress value={percent} max={100} aria-label="Upload progress" />
      <Text size="1" color="gray">
        {progress?.text}
      </Text>
    </Flex>
  );
}

/**
 * An upload's steps with their state, the bytes written so far, and how it ended. `onCancel` offers to
 * cancel it while it runs (closing the panel does not: the upload goes on as a job).
 */
export function UploadProgress({ view, onCancel }: { view: UploadView; onCancel?: () => void }) {
  const region = useRef<HTMLElement>(null);
  const headingId = useId();
  // Once an upload starts the form's fields are locked, so focus moves here: the steps scroll into view, and
  // keyboard users are left inside the panel's scroll area, where the arrow keys scroll it.
  useEffect(() => {
    if (view.phase === 'running') region.current?.focus();
  }, [view.phase]);
  if (view.phase === 'idle' || !view.plan) return null;
  const steps = [
    ...uploadSteps(view.plan),
    ...(view.steps.rollback ? [{ id: 'rollback' as const, label: 'Remove what the upload created' }] : []),
  ];
  const outcome = outcomeOf(view);
  return (
    <Flex direction="column" gap="3" asChild>
      <section ref={region} tabIndex={-1} aria-labelledby={headingId} className="upload-progress">
        <Heading as="h3" size="3" id={headingId}>
          Upload
        </Heading>
        <ol aria-label="Upload steps" className="upload-steps">
          {steps.map((step) => {
            const status = view.steps[step.id] ?? 'waiting';
            return (
              <li key={step.id} data-status={status}>
                <Flex gap="2" align="center">
                  {STATUS_ICON[status]}
                  <Text size="2">{step.label}</Text>
                  <Text size="1" color="gray">
                    {STATUS_TEXT[status]}
                  </Text>
                </Flex>
              </li>
            );
          })}
        </ol>
        <WrittenBytes jobId={view.jobId} />
        {view.phase === 'running' ? (
          <Flex gap="3" align="center" justify="between">
            <Text size="1" color="gray">
              You can close this panel: the upload keeps running, and Jobs shows its progress.
            </Text>
            {onCancel ? (
              <Button type="button" size="1" variant="soft" color="red" onClick={onCancel}>
                Cancel upload
              </Button>
            ) : null}
          </Flex>
        ) : null}
        {outcome ? (
          <Text size="2" role="status">
            {outcome}
          </Text>
        ) : null}
        {view.leftover ? (
          <Callout.Root color="amber" role="alert">
            <Callout.Text>{view.leftover}</Callout.Text>
          </Callout.Root>
        ) : null}
      </section>
    </Flex>
  );
}
