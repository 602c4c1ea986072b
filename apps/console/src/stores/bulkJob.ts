import { getJob, type JobItemStatus } from './jobs';
import { finishJob, openJobsTray, startJob, updateJob, updateJobItem } from './jobUpdates';
import { addToast } from './toasts';

/** Calls to the platform in flight at once during a bulk action: quick, without flooding it. */
export const BULK_CONCURRENCY = 4;

/** The least time between two list refreshes while a bulk action runs. */
export const BULK_REFRESH_MS = 1000;

/** One resource of a bulk action; with a `skipReason` (its state does not allow the action) it is left alone. */
export interface BulkTarget {
  key: string;
  skipReason?: string;
}

export interface BulkJob {
  /** The job's title in the tray, e.g. 'Stop 3 instances'. */
  title: string;
  targets: BulkTarget[];
  run: (key: string) => Promise<unknown>;
  /** The outcome sentence, e.g. (2, 3) → 'Stopped 2 of 3 instances'. */
  summary: (succeeded: number, total: number) => string;
  /** Refreshes the lists the action changes; called as items finish (at most every second) and at the end. */
  refresh: () => Promise<unknown>;
  concurrency?: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Calls `refresh` at most once per `intervalMs`, with a trailing call so the last change is never missed. */
function throttle(refresh: () => Promise<unknown>, intervalMs: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const wait = last + intervalMs - Date.now();
    if (wait <= 0) {
      last = Date.now();
      void refresh();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        void refresh();
      }, wait);
    }
  };
}

/**
 * Runs an action on many resources as a job of the jobs tray, outside any component, so it keeps going
 * while the user navigates. Each target succeeds, fails with the API's message, or is skipped with its
 * reason; canceling stops new calls. At the end one toast sums it up, with 'See details' opening the tray.
 * Resolves to the job's id once it has finished.
 */
export async function runBulkJob({
  title,
  targets,
  run,
  summary,
  refresh,
  concurrency = BULK_CONCURRENCY,
}: BulkJob): Promise<number> {
  let canceled = false;
  const id = startJob({
    title,
    items: targets.map(({ key, skipReason }) => ({
      key,
      label: key,
      status: (skipReason ? 'skipped' : 'pending') satisfies JobItemStatus,
      message: skipReason,
    })),
    cancel: () => {
      canceled = true;
      updateJob(id, { status: 'canceling' });
    },
  });
  const refreshSoon = throttle(refresh, BULK_REFRESH_MS);
  const queue = targets.filter((target) => !target.skipReason);
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      if (canceled) {
        updateJobItem(id, { key: target.key, status: 'canceled' });
        continue;
      }
      updateJobItem(id, { key: target.key, status: 'running' });
      try {
        await run(target.key);
        updateJobItem(id, { key: target.key, status: 'succeeded' });
      } catch (error) {
        updateJobItem(id, { key: target.key, status: 'failed', message: messageOf(error) });
      }
      refreshSoon();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker));
  await refresh();

  const items = getJob(id)?.items ?? [];
  const count = (status: JobItemStatus) => items.filter((item) => item.status === status).length;
  const text = summary(count('succeeded'), targets.length);
  const status = canceled ? 'canceled' : count('failed') > 0 ? 'failed' : 'succeeded';
  finishJob(id, { status, summary: text });
  const incomplete = count('succeeded') < targets.length;
  addToast({
    variant: count('failed') > 0 ? 'error' : incomplete ? 'info' : 'success',
    title,
    content: text,
    action: { text: 'See details', onActivate: () => openJobsTray(id) },
  });
  return id;
}
