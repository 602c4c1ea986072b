import type { AuditLogEntry } from '@rackconsole/sdk';
import { type ActorNames, actorLabel } from '~/components/auditEntries';

/** The audit log's time range, kept in the URL as ISO timestamps; no end means up to now. */
export interface AuditLogSearch {
  start?: string;
  end?: string;
  pages?: string;
  limit?: number;
}

/** How far back the audit log looks when no start is chosen. */
export const DEFAULT_RANGE_MS = 24 * 60 * 60 * 1000;

const isTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** Keeps only well-formed timestamps from a hand-edited URL. */
export function readTimeRange(search: Record<string, unknown>): Pick<AuditLogSearch, 'start' | 'end'> {
  return {
    start: isTimestamp(search.start) ? search.start : undefined,
    end: isTimestamp(search.end) ? search.end : undefined,
  };
}

/** The default range's start: 24 hours before `now`. */
export const defaultStart = (now: Date) => new Date(now.getTime() - DEFAULT_RANGE_MS).toISOString();

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

/** The entries whose actor, as labelled, contains `filter` (case-insensitive); all of them for an empty filter. */
export function filterByActor<Entry extends Pick<AuditLogEntry, 'actor'>>(
  entries: Entry[],
  filter: string,
  names: ActorNames,
): Entry[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return entries;
  return entries.filter((entry) => actorLabel(entry.actor, names).toLowerCase().includes(needle));
}
