import type { AuditLogEntry } from '@rackconsole/sdk';

// Who made an audit-logged call, in words: plain functions, apart from the components that show entries
// (auditEntries.tsx). The audit log's route module reaches them (its search defaults, auditLog.ts), and every
// route module loads with the first screen (the route tree), which must not take the tooltip code along.

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
