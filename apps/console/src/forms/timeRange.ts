/** A time range kept in the URL as ISO timestamps (the audit log's, the alert log's); no end means up to now. */
export interface TimeRangeSearch {
  start?: string;
  end?: string;
}

const isTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** Keeps only well-formed timestamps from a hand-edited URL. */
export function readTimeRange(search: Record<string, unknown>): TimeRangeSearch {
  return {
    start: isTimestamp(search.start) ? search.start : undefined,
    end: isTimestamp(search.end) ? search.end : undefined,
  };
}

/** A timestamp as a `datetime-local` input shows it: local time, to the minute. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` input's value (local time) as an ISO timestamp, or undefined when empty or invalid. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
