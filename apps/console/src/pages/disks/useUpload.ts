import { useEffect, useRef, useState } from 'react';
import { useInvalidate } from '../../api/queries';
import { addToast } from '../../stores/toasts';
import { runUpload, type StepStatus, type UploadPlan, type UploadResult, type UploadStepId } from './upload';
import { uploadClient } from './uploadClient';

export type UploadPhase = 'idle' | 'running' | 'canceling' | UploadResult['status'];

/** What the panel shows of an upload: where each step is, the bytes written, and why it stopped. */
export interface UploadView {
  phase: UploadPhase;
  plan?: Pick<UploadPlan, 'image' | 'temporary'>;
  steps: Partial<Record<UploadStepId, StepStatus>>;
  written: number;
  total: number;
  /** Why the upload failed, for the form's error. */
  problem?: Error;
  /** What a cleanup that could not finish left behind. */
  leftover?: string;
}

const IDLE: UploadView = { phase: 'idle', steps: {}, written: 0, total: 0 };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Says what a cleanup left behind, so the user knows what to remove by hand. */
function leftoverMessage(plan: UploadPlan, error: unknown) {
  return `The disk ${plan.disk.name} and snapshot ${plan.snapshotName} may remain and need removing by hand: ${messageOf(error)}`;
}

/**
 * Runs uploads for a project's side panel. Leaving the panel cancels a running upload, which then removes
 * what it created in the background. `onDone` runs once the upload has finished.
 */
export function useUpload(project: string) {
  const [view, setView] = useState<UploadView>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const invalidate = useInvalidate();

  useEffect(() => () => controller.current?.abort(), []);

  const start = async (plan: UploadPlan, { onDone }: { onDone: () => void }) => {
    const abort = new AbortController();
    controller.current = abort;
    setView({ ...IDLE, phase: 'running', plan, total: plan.file.size });
    const result = await runUpload(plan, uploadClient(project), {
      signal: abort.signal,
      onStep: (id, status) =>
        setView((current) => ({ ...current, steps: { ...current.steps, [id]: status } })),
      onProgress: (written, total) => setView((current) => ({ ...current, written, total })),
    });
    controller.current = null;
    await invalidate('diskList', 'diskView', 'snapshotList', 'imageList');
    const leftover = result.cleanupError ? leftoverMessage(plan, result.cleanupError) : undefined;
    // Also as a toast: the panel may have been closed (which canceled the upload) before the cleanup failed.
    if (leftover) addToast({ variant: 'error', title: 'Could not clean up the upload', content: leftover });
    setView((current) => ({
      ...current,
      phase: result.status,
      problem: result.status === 'failed' ? new Error(messageOf(result.error)) : undefined,
      leftover,
    }));
    if (result.status === 'done') onDone();
  };

  const cancel = () => {
    if (!controller.current) return;
    controller.current.abort();
    setView((current) => ({ ...current, phase: 'canceling' }));
  };

  const busy = view.phase === 'running' || view.phase === 'canceling';
  // A finished upload stays on show (every step done) until the panel is closed.
  return { view, start, cancel, busy, finished: view.phase === 'done' };
}
