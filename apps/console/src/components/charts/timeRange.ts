/**
 * The period a tab of charts shows, kept in the URL: a preset ending now (`range=day`) or a custom window
 * (`start=…&end=…`, ISO-8601 UTC). Route search validation and loaders use this module, so it holds only what
 * they need (it ships in the first screen's code); the charts' controls use `timeInputs.ts`.
 */

/** A period in epoch milliseconds, start before end. */
export interface TimeWindow {
  start: number;
  end: number;
}

/** The periods a tab offers, by URL key: a label and a length ending now. */
export type RangePresets = Record<string, { label: string; ms: number }>;

/** The search parameters of a chart tab's period. */
export interface TimeRangeSearch<Preset extends string = string> {
  range?: Preset;
  start?: string;
  end?: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The narrowest and widest custom periods: a minute shows a few points; 31 days stays under the point caps. */
export const RANGE_LIMITS = { minSpanMs: MINUTE_MS, maxSpanMs: 31 * DAY_MS } as const;

/** A clock a minute ahead of the platform's still sets an end of "now"; later than that is the future. */
const CLOCK_SKEW_MS = MINUTE_MS;

/** What can be wrong with a custom period; the form words each one (timeInputs.ts). */
export type RangeProblem = 'start' | 'end' | 'order' | 'future' | 'short' | 'long';

/** What is wrong with a custom period, if anything: the one rule of the URL and the form. */
export function customRangeProblem(window: TimeWindow, now: number): RangeProblem | undefined {
  if (!Number.isFinite(window.start)) return 'start';
  if (!Number.isFinite(window.end)) return 'end';
  if (window.end <= window.start) return 'order';
  if (window.end > now + CLOCK_SKEW_MS) return 'future';
  if (window.end - window.start < RANGE_LIMITS.minSpanMs) return 'short';
  if (window.end - window.start > RANGE_LIMITS.maxSpanMs) return 'long';
  return undefined;
}

const isoTime = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value) ? Date.parse(value) : Number.NaN;

/**
 * Reads a tab's period from the URL defensively: a known preset, or a valid custom window (both ends ISO UTC,
 * passing `customRangeProblem`); anything else is dropped, so the tab falls back to its default preset.
 */
export function parseTimeRangeSearch<Preset extends string>(
  search: Record<string, unknown>,
  presets: Record<Preset, unknown>,
  now = Date.now(),
): TimeRangeSearch<Preset> {
  const window = { start: isoTime(search.start), end: isoTime(search.end) };
  if (customRangeProblem(window, now) === undefined) {
    return { start: search.start as string, end: search.end as string };
  }
  const range = search.range;
  return typeof range === 'string' && Object.hasOwn(presets, range) ? { range: range as Preset } : {};
}

/**
 * The window a tab shows: the custom one, or the preset (else `fallback`) ending now, rounded down to the
 * minute so a route loader and its page ask for the same window (one cache entry).
 */
export function windowOf(
  search: TimeRangeSearch,
  presets: RangePresets,
  fallback: string,
  now = Date.now(),
): TimeWindow {
  if (search.start !== undefined && search.end !== undefined) {
    return { start: Date.parse(search.start), end: Date.parse(search.end) };
  }
  const end = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const preset = presets[search.range ?? fallback] ?? presets[fallback];
  return { start: end - (preset?.ms ?? DAY_MS), end };
}
