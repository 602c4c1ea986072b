// Starting, advancing and ending jobs, and opening or closing their tray: every change to the state of jobs.ts.
import { isJobRunning, type Job, type JobItem, type JobStatus, jobsState } from './jobs';

let nextId = 1;
const setState = jobsState.set;
const mapJob = (id: number, change: (job: Job) => Job) =>
  setState({
    ...jobsState.get(),
    jobs: jobsState.get().jobs.map((job) => (job.id === id ? change(job) : job)),
  });

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
  setState({ ...jobsState.get(), jobs: [job, ...jobsState.get().jobs] });
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
  setState({
    ...jobsState.get(),
    jobs: jobsState.get().jobs.filter((job) => job.id !== id || isJobRunning(job)),
  });
}

/** Removes every finished job from the tray. */
export function clearFinishedJobs() {
  setState({ ...jobsState.get(), jobs: jobsState.get().jobs.filter(isJobRunning) });
}

/** Opens the tray, optionally with one job's details expanded. */
export function openJobsTray(focusedJob?: number) {
  setState({ ...jobsState.get(), trayOpen: true, focusedJob });
}

export function closeJobsTray() {
  setState({ ...jobsState.get(), trayOpen: false });
}
