import type { HeaderReader } from '../runtime/dispatch';
import type { Actor } from '../runtime/types';
import type { Db } from '../store/db';
import { base64url, newId, randomBytes } from '../store/ids';

export const SESSION_COOKIE = 'session';
const SESSION_SECONDS = 24 * 60 * 60;

/** An unguessable token: session cookies, device codes, access tokens. */
export const newSecret = () => base64url(randomBytes(24));

/** Signs a user in: stores a new console session and returns its token. */
export function openSession(db: Db, userId: string, now = new Date()): string {
  const token = newSecret();
  const time = now.toISOString();
  db.table('sessions').set(token, {
    id: newId(),
    token,
    user_id: userId,
    time_created: time,
    time_last_used: time,
  });
  return token;
}

/** The `Set-Cookie` value that hands a session to the browser, or (without a token) takes it back. */
export const sessionCookie = (token?: string) =>
  `${SESSION_COOKIE}=${token ?? ''}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${token ? SESSION_SECONDS : 0}`;

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

/** Who a request comes from: a bearer token, else a session cookie. Expired tokens and unknown sessions identify nobody. */
export function resolveActor(db: Db, headers: HeaderReader): Actor | undefined {
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
  return undefined;
}
