import type { AuditLogEntry } from '@rackconsole/sdk';
import { Badge } from '@radix-ui/themes';
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiQuery } from '~/api/queries';
import { allSilosQuery } from '~/api/systemLists';
import { ALL_ITEMS } from '~/constants';
import { type ActorNames, actorSiloIds } from './auditActors';
import { Tooltip } from './Tooltip';

// Audit-log entries as the audit log page and a resource's Events tab show them: who made the call, and how
// it ended.

/** The users of one silo, to name the silo users among a page's actors. */
export const siloUsersQuery = (silo: string) =>
  apiQuery('siloUserList', { query: { silo, limit: ALL_ITEMS } });
export const builtinUsersQuery = apiQuery('userBuiltinList', { query: { limit: ALL_ITEMS } });

/** Users (of the silos on the page, and built-in) and silos by id, so actors read as names. */
export function useActorNames(entries: AuditLogEntry[]): ActorNames {
  const users = useQueries({ queries: actorSiloIds(entries).map((silo) => siloUsersQuery(silo)) });
  const builtins = useQuery(builtinUsersQuery);
  const silos = useQuery(allSilosQuery);
  return {
    users: new Map([
      ...users.flatMap(
        (result) => result.data?.items.map((user) => [user.id, user.displayName] as const) ?? [],
      ),
      ...(builtins.data?.items.map((user) => [user.id, user.name] as const) ?? []),
    ]),
    silos: new Map(silos.data?.items.map((silo) => [silo.id, silo.name])),
  };
}

/** An entry's result: its HTTP status, green or red (the error's message in a tooltip), or 'unknown'. */
export function ResultBadge({ result }: { result: AuditLogEntry['result'] }) {
  if (result.kind === 'unknown')
    return (
      <Badge highContrast color="gray">
        unknown
      </Badge>
    );
  const badge = (
    <Badge highContrast color={result.kind === 'success' ? 'green' : 'red'} variant="soft">
      {result.httpStatusCode}
    </Badge>
  );
  return result.kind === 'error' ? <Tooltip content={result.errorMessage}>{badge}</Tooltip> : badge;
}
