// What the charts' controls do to a period: zoom into it, and show it in (and read it from) form fields. Kept
// apart from timeRange.ts, which the first screen loads, as only the lazily loaded charts use it.
import { RANGE_LIMITS, type RangeProblem, type TimeRangeSearch, type TimeWindow } from './timeRange';

/** How the form words each problem of a custom period. */
export const RANGE_PROBLEM_MESSAGES: Record<RangeProblem, string> = {
  start: 'Enter a valid start',
  end: 'Enter a valid end',
  order: 'End must be after start',
  future: 'End cannot be in the future',
  short: 'The period must be at least a minute',
  long: 'The period can be at most 31 days',
};

/** The URL form of a custom window, to the second. */
export function customRangeSearch(window: TimeWindow): { start: string; end: string } {
  const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString();
  return { start: iso(window.start), end: iso(window.end) };
}

/** Whether the URL names a custom window rather than a preset. */
export const isCustomRange = (search: TimeRangeSearch) =>
  search.start !== undefined && search.end !== undefined;

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
