import type { Db } from '../store/db';
import type { Actor } from '../runtime/types';

export const SESSION_COOKIE = 'session';

function cookie(headers: Headers, name: string): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The actor of a user id, with their silo and groups; undefined for an unknown user. */
export function actorOf(db: Db, userId: string): Actor | undefined {
  const user = db.table('users').get(userId);
  if (!user) return undefined;
  const groupIds = [...db.table('groupMembers').values()]
    .filter((membership) => membership.user_id === userId)
    .map((membership) => membership.group_id);
  return { userId, siloId: user.silo_id, groupIds };
}

/**
 * Who a request comes from: a bearer token, else a session cookie, else (in preview mode) the implicit user.
 * Expired tokens and unknown sessions identify nobody.
 */
export function resolveActor(db: Db, headers: Headers, implicitUserId?: string): Actor | undefined {
  const bearer = /^Bearer (.+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  if (bearer) {
    const token = [...db.table('accessTokens').values()].find((row) => row.token === bearer);
    if (!token || (token.time_expires && Date.parse(token.time_expires) < Date.now())) return undefined;
    return actorOf(db, token.user_id);
  }
  const sessionToken = cookie(headers, SESSION_COOKIE);
  if (sessionToken) {
    const session = [...db.table('sessions').values()].find((row) => row.token === sessionToken);
    return session ? actorOf(db, session.user_id) : undefined;
  }
  return implicitUserId ? actorOf(db, implicitUserId) : undefined;
}
