import type { HeaderReader } from '../runtime/dispatch';
import type { Actor } from '../runtime/types';
import type { Db } from '../store/db';

export const SESSION_COOKIE = 'session';

/** The console session token a request's cookie carries, if any. */
export function sessionToken(headers: HeaderReader): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === SESSION_COOKIE) return value.join('=');
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
export function resolveActor(db: Db, headers: HeaderReader, implicitUserId?: string): Actor | undefined {
  const bearer = /^Bearer (.+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  if (bearer) {
    const token = db.table('accessTokens').get(bearer);
    if (!token || (token.time_expires && Date.parse(token.time_expires) < Date.now())) return undefined;
    return actorOf(db, token.user_id);
  }
  const token = sessionToken(headers);
  if (token) {
    const session = db.table('sessions').get(token);
    return session ? actorOf(db, session.user_id) : undefined;
  }
  return implicitUserId ? actorOf(db, implicitUserId) : undefined;
}
