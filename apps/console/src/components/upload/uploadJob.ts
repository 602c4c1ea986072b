import { formatBytes } from '@rackconsole/sdk';
import type { JobItemStatus } from '~/stores/jobs';
import { finishJob, openJobsTray, startJob, updateJob, updateJobItem } from '~/stores/jobUpdates';
import { addToast } from '~/stores/toasts';
import { runUpload, type StepStatus, type UploadPlan, type UploadTarget, uploadSteps } from './upload';

/** The label of the step a failed or canceled upload adds to undo what it created. */
export const ROLLBACK_LABEL = 'Remove what the upload created';

const ITEM_STATUS: Record<StepStatus, JobItemStatus> = {
  running: 'running',
  done: 'succeeded',
  failed: 'failed',
  canceled: 'canceled',
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** '3 MiB of 4 MiB written (75%)'. */
export function writtenText(written: number, total: number) {
  const percent = total > 0 ? Math.round((written / total) * 100) : 0;
  return `${formatBytes(written)} of ${formatBytes(total)} written (${percent}%)`;
}

/** The job's title: what the upload makes. */
export const uploadTitle = (plan: Pick<UploadPlan, 'image' | 'temporary' | 'disk'>) =>
  plan.temporary && plan.image ? `Upload image ${plan.image.name}` : `Upload disk ${plan.disk.name}`;

/**
 * Runs an upload as a job of the jobs tray, outside any component: closing the form or leaving the page
 * keeps it going, and the tray shows its steps and bytes and can cancel it. `refresh` updates the lists it
 * changes once it ends, without holding up its outcome; `doneMessage` is the success toast. Resolves to the
 * job's id once it has finished.
 */
export async function runUploadJob(
  plan: UploadPlan,
  target: UploadTarget,
  {
    doneMessage,
    refresh,
    onStart,
  }: { doneMessage: string; refresh: () => unknown; onStart?: (jobId: number) => void },
): Promise<number> {
  const abort = new AbortController();
  const id = startJob({
    title: uploadTitle(plan),
    items: uploadSteps(plan).map((step) => ({ key: step.id, label: step.label })),
    cancel: () => {
      abort.abort();
      updateJob(id, { status: 'canceling' });
    },
  });
  updateJob(id, { progress: { done: 0, total: plan.file.size, text: writtenText(0, plan.file.size) } });
  onStart?.(id);

  const result = await runUpload(plan, target, {
    signal: abort.signal,
    onStep: (step, status) =>
      updateJobItem(id, {
        key: step,
        status: ITEM_STATUS[status],
        ...(step === 'rollback' ? { label: ROLLBACK_LABEL } : {}),
      }),
    onProgress: (done, total) => updateJob(id, { progress: { done, total, text: writtenText(done, total) } }),
  });
  // The upload is over when the platform's work is: refetching the lists that show it (the form's own image and
  // snapshot pickers among them while its panel is open) is not part of it.
  void refresh();

  const leftover = result.cleanupError
    ? `The disk ${plan.disk.name} and snapshot ${plan.snapshotName} may remain and need removing by hand: ${messageOf(result.cleanupError)}`
    : undefined;
  const details = { text: 'See details', onActivate: () => openJobsTray(id) };
  if (result.status === 'done') {
    finishJob(id, { status: 'succeeded', summary: 'Upload complete.', warning: leftover });
    addToast({ content: doneMessage, action: details });
  } else if (result.status === 'canceled') {
    finishJob(id, { status: 'canceled', summary: 'Upload canceled.', warning: leftover });
  } else {
    const error = messageOf(result.error);
    finishJob(id, { status: 'failed', summary: `Upload failed: ${error}`, error, warning: leftover });
    addToast({ variant: 'error', title: 'Could not upload', content: error, action: details });
  }
  if (leftover) addToast({ variant: 'error', title: 'Could not clean up the upload', content: leftover });
  return id;
}
