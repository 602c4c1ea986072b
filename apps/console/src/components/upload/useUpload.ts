import { useState } from 'react';
import { api } from '~/api/client';
import { useInvalidate } from '~/api/queries';
import { type Job, type JobItemStatus, useJobs } from '~/stores/jobs';
import type { StepStatus, UploadPlan, UploadResult, UploadStepId } from './upload';
import { runUploadJob } from './uploadJob';

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
    plan,
    steps,
    written: job.progress?.done ?? 0,
    total: job.progress?.total ?? 0,
    problem: job.error ? new Error(job.error) : undefined,
    leftover: job.warning,
  };
}

/**
 * Starts uploads from a project's side panel and shows the one it started. The upload runs as a job (see
 * `runUploadJob`): closing the panel leaves it running in the jobs tray, which can cancel it.
 */
export function useUpload(project: string) {
  const [started, setStarted] = useState<{ jobId: number; plan: UploadView['plan'] }>();
  const { jobs } = useJobs();
  const invalidate = useInvalidate();
  const job = started && jobs.find((candidate) => candidate.id === started.jobId);
  const view = job ? uploadViewOf(job, started.plan) : IDLE;

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
  return { view, start, cancel: () => job?.cancel?.(), busy, finished: view.phase === 'done' };
}
