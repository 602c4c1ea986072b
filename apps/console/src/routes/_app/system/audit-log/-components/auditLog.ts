import type { AuditLogEntry } from '@rackconsole/sdk';

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

/** Names to show for actors: users and silos by id; anything unknown shows by id. */
export interface ActorNames {
  users: Map<string, string>;
  silos: Map<string, string>;
}

/** The silos whose users made the given requests, once each. */
export const actorSiloIds = (entries: Pick<AuditLogEntry, 'actor'>[]) => [
  ...new Set(entries.flatMap(({ actor }) => (actor.kind === 'silo_user' ? [actor.siloId] : []))),
];

/** Who made a request, in words: a user (and their silo), a built-in user, a silo's SCIM client, or nobody. */
export function actorLabel(actor: AuditLogEntry['actor'], names: ActorNames): string {
  switch (actor.kind) {
    case 'silo_user': {
      const user = names.users.get(actor.siloUserId) ?? actor.siloUserId;
      return `${user} (${names.silos.get(actor.siloId) ?? actor.siloId})`;
    }
    case 'user_builtin':
      return names.users.get(actor.userBuiltinId) ?? actor.userBuiltinId;
    case 'scim':
      return `SCIM client (${names.silos.get(actor.siloId) ?? actor.siloId})`;
    default:
      return 'Unauthenticated';
  }
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
