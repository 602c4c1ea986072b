import type { AuditLogEntry } from '@rackconsole/sdk';
import { type ActorNames, actorLabel } from '~/components/auditActors';

/** The audit log's time range, kept in the URL as ISO timestamps; no end means up to now. */
export interface AuditLogSearch {
  start?: string;
  end?: string;
  pages?: string;
  limit?: number;
}

/** How far back the audit log looks when no start is chosen. */
export const DEFAULT_RANGE_MS = 24 * 60 * 60 * 1000;

/** The default range's start: 24 hours before `now`. */
export const defaultStart = (now: Date) => new Date(now.getTime() - DEFAULT_RANGE_MS).toISOString();

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
