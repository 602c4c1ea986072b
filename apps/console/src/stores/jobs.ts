import { createStore } from './store';

/** Where one item of a job is: a resource of a bulk action, or a step of an upload. */
export type JobItemStatus = 'pending' | 'running' | 'succeeded' | 'failed' | 'skipped' | 'canceled';

export interface JobItem {
  key: string;
  label: string;
  status: JobItemStatus;
  /** The API's error message for a failed item, or why a skipped item was left alone. */
  message?: string;
}

export type JobStatus = 'running' | 'canceling' | 'succeeded' | 'failed' | 'canceled';

/**
 * Work that outlives the page it started on (a bulk action, an upload), shown in the jobs tray. Its items
 * are the units the user cares about; `progress` measures it when the items do not (an upload's bytes).
 */
export interface Job {
  id: number;
  title: string;
  status: JobStatus;
  items: JobItem[];
  progress?: { done: number; total: number; text: string };
  /** How the job ended, in one sentence ('Stopped 2 of 3 instances'). */
  summary?: string;
  /** Why a failed job stopped (the API's message). */
  error?: string;
  /** Something the user has to deal with by hand, e.g. what a failed cleanup left behind. */
  warning?: string;
  /** Present while the job can still be canceled. */
  cancel?: () => void;
  startedAt: Date;
}

export const isJobRunning = (job: Pick<Job, 'status'>) =>
  job.status === 'running' || job.status === 'canceling';

/** How far a job has come, from 0 to 1: its own progress, or the share of its items that are settled. */
export function jobFraction(job: Job): number {
  if (job.progress) return job.progress.total > 0 ? job.progress.done / job.progress.total : 0;
  if (job.items.length === 0) return isJobRunning(job) ? 0 : 1;
  const settled = job.items.filter((item) => item.status !== 'pending' && item.status !== 'running');
  return settled.length / job.items.length;
}

interface JobsState {
  jobs: Job[];
  trayOpen: boolean;
  /** The job whose items the tray shows expanded (e.g. after 'See details' on its summary toast). */
  focusedJob?: number;
}

/**
 * The jobs and the tray's state. Only jobUpdates.ts changes it: the first screen's tray only reads it, so the
 * code that starts, advances and ends jobs loads with the pages and the tray panel that call it.
 */
export const jobsState = createStore<JobsState>({ jobs: [], trayOpen: false });

/** One job, for code outside React (a job's runner reads its own state back). */
export const getJob = (id: number | undefined) => jobsState.get().jobs.find((job) => job.id === id);

/** The jobs, newest first, and whether the tray is open. */
export const useJobs = jobsState.use;

/**
 * One job, for a component that shows part of it: it re-renders only when `isEqual` says the job changed
 * (by default, on every change to the job, such as each chunk of an upload's progress).
 */
export const useJob = (id: number | undefined, isEqual?: (previous?: Job, next?: Job) => boolean) =>
  jobsState.useSelected((state) => state.jobs.find((job) => job.id === id), isEqual);
