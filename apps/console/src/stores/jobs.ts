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

const jobs = createStore<JobsState>({ jobs: [], trayOpen: false });
let nextId = 1;
const setState = jobs.set;
const mapJob = (id: number, change: (job: Job) => Job) =>
  setState({ ...jobs.get(), jobs: jobs.get().jobs.map((job) => (job.id === id ? change(job) : job)) });

/** Adds a running job; returns its id. */
export function startJob({
  title,
  items = [],
  cancel,
}: {
  title: string;
  items?: Omit<JobItem, 'status'>[] | JobItem[];
  cancel?: () => void;
}): number {
  const id = nextId++;
  const job: Job = {
    id,
    title,
    status: 'running',
    items: items.map((item) => ({ status: 'pending', ...item })),
    cancel,
    startedAt: new Date(),
  };
  setState({ ...jobs.get(), jobs: [job, ...jobs.get().jobs] });
  return id;
}

/** Changes a job's progress, warning or status (e.g. to 'canceling'). */
export function updateJob(
  id: number,
  change: Partial<Pick<Job, 'progress' | 'warning' | 'status' | 'title'>>,
) {
  mapJob(id, (job) => ({ ...job, ...change }));
}

/** Sets an item's status (adding the item if the job did not list it yet, like an upload's rollback step). */
export function updateJobItem(id: number, item: Pick<JobItem, 'key'> & Partial<JobItem>) {
  mapJob(id, (job) => {
    const exists = job.items.some((candidate) => candidate.key === item.key);
    return {
      ...job,
      items: exists
        ? job.items.map((candidate) => (candidate.key === item.key ? { ...candidate, ...item } : candidate))
        : [...job.items, { label: item.key, status: 'pending', ...item }],
    };
  });
}

/** Ends a job with its outcome; it can no longer be canceled. */
export function finishJob(
  id: number,
  outcome: {
    status: Exclude<JobStatus, 'running' | 'canceling'>;
    summary: string;
    error?: string;
    warning?: string;
  },
) {
  mapJob(id, (job) => ({ ...job, ...outcome, cancel: undefined }));
}

/** Removes a finished job from the tray (a running one keeps going, so it stays). */
export function dismissJob(id: number) {
  setState({ ...jobs.get(), jobs: jobs.get().jobs.filter((job) => job.id !== id || isJobRunning(job)) });
}

/** Removes every finished job from the tray. */
export function clearFinishedJobs() {
  setState({ ...jobs.get(), jobs: jobs.get().jobs.filter(isJobRunning) });
}

/** Opens the tray, optionally with one job's details expanded. */
export function openJobsTray(focusedJob?: number) {
  setState({ ...jobs.get(), trayOpen: true, focusedJob });
}

export function closeJobsTray() {
  setState({ ...jobs.get(), trayOpen: false });
}

/** One job, for code outside React (a job's runner reads its own state back). */
export const getJob = (id: number) => jobs.get().jobs.find((job) => job.id === id);

/** The jobs, newest first, and whether the tray is open. */
export const useJobs = jobs.use;
