import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import { base64urlToText, textToBase64url } from '../../store/ids';
import type { Wire } from '../../store/tables';
import { badRequest, invalidRequest } from '../core/errors';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../core/paginate';
import { smooth } from '../core/synthetic';
import type { ResourceCounts } from '../identity/quotas';

export type MetricName = Wire<typeof contract.SystemMetricName>;

export type Measurement = Wire<typeof contract.Measurement>;

export interface MetricQuery {
  start_time?: string;
  end_time?: string;
  order?: 'ascending' | 'descending';
  limit?: number | null;
  page_token?: string | null;
}

/** What a page token remembers, so later pages continue on the same grid whatever the query repeats. */
export interface MetricToken {
  start: number;
  end: number;
  step: number;
  order: 'ascending' | 'descending';
  after: number;
}

export const GIB = 1024 ** 3;

/** Sample spacings, finest first; a range gets the finest that keeps it under `MAX_SAMPLES`. */
export const STEPS_MS = [60_000, 300_000, 900_000, 3_600_000, 21_600_000, 86_400_000];

export const COARSEST_STEP_MS = 86_400_000;

export const MAX_SAMPLES = 720;

export const DAY_MS = 86_400_000;

/** Run states in which an instance holds its CPUs and memory (the same rule as `provisioned` in quotas.ts). */
export const HOLDS_COMPUTE = new Set([
  'creating',
  'starting',
  'running',
  'rebooting',
  'migrating',
  'repairing',
  'stopping',
]);

/** What one project has provisioned right now. */
export function projectProvisioned(db: Db, projectId: string): ResourceCounts {
  const counts: ResourceCounts = { cpus: 0, memory: 0, storage: 0 };
  type Instance = { project_id: string; ncpus: number; memory: number; run_state: string };
  for (const row of db.rowsOf('instances') as Iterable<Instance>) {
    if (row.project_id !== projectId || !HOLDS_COMPUTE.has(row.run_state)) continue;
    counts.cpus += row.ncpus;
    counts.memory += row.memory;
  }
  for (const row of db.rowsOf('disks') as Iterable<{ project_id: string; size: number }>) {
    if (row.project_id === projectId) counts.storage += row.size;
  }
  return counts;
}

export const currentValue = (counts: ResourceCounts, metric: MetricName) =>
  metric === 'cpus_provisioned' ? counts.cpus : metric === 'ram_provisioned' ? counts.memory : counts.storage;

/**
 * The metric at a past moment: the current value scaled back along a slow growth curve with some wobble, in
 * whole CPUs or GiB. The sample of the latest step is the exact current value, so charts end where utilization pages are.
 */
export function valueAt(
  metric: MetricName,
  scope: string,
  current: number,
  time: number,
  now: number,
  step: number,
) {
  const age = now - time;
  if (age < step) return current;
  const days = age / DAY_MS;
  const trend = Math.max(0.35, 1 - 0.015 * days);
  const wobble = 0.9 + 0.1 * smooth(`${metric}:${scope}`, time / 21_600_000);
  const quantum = metric === 'cpus_provisioned' ? 1 : GIB;
  return Math.max(0, Math.round((current * trend * wobble) / quantum) * quantum);
}

export const encodeToken = (token: MetricToken) => textToBase64url(JSON.stringify(token));

export function decodeToken(text: string): MetricToken {
  try {
    const token = JSON.parse(base64urlToText(text)) as MetricToken;
    if (![token.start, token.end, token.step, token.after].every(Number.isFinite)) throw new Error('bad');
    return token;
  } catch {
    throw badRequest('unable to parse query string: invalid page token');
  }
}

/** One page of measurements over [start_time, end_time), on a grid fixed by the first page. */
export function measurements(
  query: MetricQuery,
  metric: MetricName,
  scope: string,
  current: number,
  now: Date,
) {
  let token: MetricToken | undefined;
  if (query.page_token) token = decodeToken(query.page_token);
  else {
    for (const field of ['start_time', 'end_time'] as const) {
      if (!query[field]) throw badRequest(`unable to parse query string: missing field \`${field}\``);
    }
  }
  const start = token?.start ?? Date.parse(query.start_time as string);
  const end = token?.end ?? Date.parse(query.end_time as string);
  if (end <= start) throw invalidRequest('start_time must be before end_time');
  const order = token?.order ?? query.order ?? 'ascending';
  const step = token?.step ?? STEPS_MS.find((ms) => (end - start) / ms <= MAX_SAMPLES) ?? COARSEST_STEP_MS;
  const last = Math.min(end - 1, now.getTime());
  const times: number[] = [];
  for (let time = Math.ceil(start / step) * step; time <= last; time += step) times.push(time);
  if (order === 'descending') times.reverse();
  const remaining = token
    ? times.filter((time) => (order === 'ascending' ? time > token.after : time < token.after))
    : times;
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
  const page = remaining.slice(0, limit);
  const items: Measurement[] = page.map((time) => ({
    timestamp: new Date(time).toISOString(),
    datum: { type: 'i64', datum: valueAt(metric, scope, current, time, now.getTime(), step) },
  }));
  const lastTime = page[page.length - 1];
  const more = remaining.length > limit && lastTime !== undefined;
  return { items, next_page: more ? encodeToken({ start, end, step, order, after: lastTime }) : null };
}
