import { useState } from 'react';
import { api } from '~/api/client';
import { useInvalidate } from '~/api/queries';
import { getJob, type Job, type JobItemStatus, useJob } from '~/stores/jobs';
import type { StepStatus, UploadPlan, UploadResult, UploadStepId } from './upload';
import { runUploadJob } from './uploadJob';

export type UploadPhase = 'idle' | 'running' | 'canceling' | UploadResult['status'];

/**
 * What the panel shows of an upload: where each step is and why it stopped. The bytes written are not part
 * of it: `UploadProgress` follows them from the job itself, so the form does not re-render on every chunk.
 */
export interface UploadView {
  phase: UploadPhase;
  /** The upload's job, whose progress is the bytes written. */
  jobId?: number;
  plan?: Pick<UploadPlan, 'image' | 'temporary'>;
  steps: Partial<Record<UploadStepId, StepStatus>>;
  /** Why the upload failed, for the form's error. */
  problem?: Error;
  /** What a cleanup that could not finish left behind. */
  leftover?: string;
}

const IDLE: UploadView = { phase: 'idle', steps: {} };

const PHASES: Record<Job['status'], UploadPhase> = {
  running: 'running',
  canceling: 'canceling',
  succeeded: 'done',
  failed: 'failed',
  canceled: 'canceled',
};

const STEP_STATUS: Partial<Record<JobItemStatus, StepStatus>> = {
  running: 'running',
  succeeded: 'done',
  failed: 'failed',
  canceled: 'canceled',
};

/** The panel's view of an upload job. */
export function uploadViewOf(job: Job, plan: UploadView['plan']): UploadView {
  const steps: UploadView['steps'] = {};
  for (const item of job.items) {
    const status = STEP_STATUS[item.status];
    if (status) steps[item.key as UploadStepId] = status;
  }
  return {
    phase: PHASES[job.status],
    jobId: job.id,
    plan,
    steps,
    problem: job.error ? new Error(job.error) : undefined,
    leftover: job.warning,
  };
}

/** Whether a job changed in what `UploadView` shows (a progress update keeps its items as they were). */
const sameView = (previous?: Job, next?: Job) =>
  previous?.id === next?.id &&
  previous?.status === next?.status &&
  previous?.items === next?.items &&
  previous?.error === next?.error &&
  previous?.warning === next?.warning;

/**
 * The panel's view of an upload's job (idle before there is one). It re-renders its component when a step
 * or the outcome changes, not for each chunk's bytes, which `UploadProgress` follows on its own.
 */
export function useUploadView(jobId: number | undefined, plan: UploadView['plan']): UploadView {
  const job = useJob(jobId, sameView);
  return job ? uploadViewOf(job, plan) : IDLE;
}

/**
 * Starts uploads from a project's side panel and shows the one it started. The upload runs as a job (see
 * `runUploadJob`): closing the panel leaves it running in the jobs tray, which can cancel it.
 */
export function useUpload(project: string) {
  const [started, setStarted] = useState<{ jobId: number; plan: UploadView['plan'] }>();
  const view = useUploadView(started?.jobId, started?.plan);
  const invalidate = useInvalidate();

  const start = (plan: UploadPlan, { doneMessage }: { doneMessage: string }) =>
    runUploadJob(
      plan,
      { api, project },
      {
        doneMessage,
        refresh: () => invalidate('diskList', 'diskView', 'snapshotList', 'imageList'),
        onStart: (jobId) => setStarted({ jobId, plan: { image: plan.image, temporary: plan.temporary } }),
      },
    );

  const busy = view.phase === 'running' || view.phase === 'canceling';
  // A finished upload stays on show (every step done) until the panel is closed.
  return { view, start, cancel: () => getJob(view.jobId)?.cancel?.(), busy, finished: view.phase === 'done' };
}
