/**
 * The period a tab of charts shows, kept in the URL: a preset ending now (`range=day`) or a custom window
 * (`start=…&end=…`, ISO-8601 UTC). Pure functions, so the rules (validation, zoom) are tested on their own.
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

/** What is wrong with a custom period, in words for the form; undefined when it is fine. */
export function customRangeProblem(window: TimeWindow, now: number): string | undefined {
  if (!Number.isFinite(window.start)) return 'Enter a valid start';
  if (!Number.isFinite(window.end)) return 'Enter a valid end';
  if (window.end <= window.start) return 'End must be after start';
  if (window.end > now + CLOCK_SKEW_MS) return 'End cannot be in the future';
  if (window.end - window.start < RANGE_LIMITS.minSpanMs) return 'The period must be at least a minute';
  if (window.end - window.start > RANGE_LIMITS.maxSpanMs) return 'The period can be at most 31 days';
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

/** The URL form of a custom window, to the second. */
export function customRangeSearch(window: TimeWindow): { start: string; end: string } {
  const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString();
  return { start: iso(window.start), end: iso(window.end) };
}

/** Whether the URL names a custom window rather than a preset. */
export const isCustomRange = (search: TimeRangeSearch) =>
  search.start !== undefined && search.end !== undefined;

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

/**
 * The window a drag selected, from two positions across the plot (0 = its start, 1 = its end, either order,
 * clamped). A selection narrower than the narrowest period widens around its middle within the current
 * window; undefined when the current window is already that narrow or the positions are not numbers.
 */
export function zoomWindow(current: TimeWindow, from: number, to: number): TimeWindow | undefined {
  if (!Number.isFinite(from) || !Number.isFinite(to)) return undefined;
  const span = current.end - current.start;
  if (span <= RANGE_LIMITS.minSpanMs) return undefined;
  const clamp = (fraction: number) => Math.min(Math.max(fraction, 0), 1);
  let start = current.start + clamp(Math.min(from, to)) * span;
  let end = current.start + clamp(Math.max(from, to)) * span;
  if (end - start < RANGE_LIMITS.minSpanMs) {
    const middle = (start + end) / 2;
    start = Math.min(
      Math.max(middle - RANGE_LIMITS.minSpanMs / 2, current.start),
      current.end - RANGE_LIMITS.minSpanMs,
    );
    end = start + RANGE_LIMITS.minSpanMs;
  }
  return { start, end };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A time as a `datetime-local` input shows it: local time, to the minute. */
export function toDateTimeLocal(ms: number): string {
  const date = new Date(ms);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A `datetime-local` input's value (local time) as epoch ms; NaN when it is empty or not a time. */
export function fromDateTimeLocal(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year ?? 0, (month ?? 0) - 1, day, hour, minute, second);
  // new Date rolls 31 February over into March; a value that rolled over is no date.
  return date.getDate() === day && date.getMonth() === (month ?? 0) - 1 ? date.getTime() : Number.NaN;
}
