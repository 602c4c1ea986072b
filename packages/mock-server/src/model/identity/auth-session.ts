import type { Db } from '../../store/db';
import { base64url, newId, randomBytes } from '../../store/ids';
import type { Tables } from '../../store/tables';
import type { AuthLimits } from '../core/auth-limits';
import type { Actor, HeaderReader } from '../core/context';

export const SESSION_COOKIE = 'session';

type Session = Tables['sessions'];

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

/** Whether a session is over: unused for the idle timeout, or older than the absolute timeout. */
export const sessionExpired = (session: Session, limits: AuthLimits, now: Date) =>
  now.getTime() - Date.parse(session.time_last_used) >= limits.sessionIdleTimeoutSeconds * 1000 ||
  now.getTime() - Date.parse(session.time_created) >= limits.sessionAbsoluteTimeoutSeconds * 1000;

/** Deletes every session that is over, so sessions nobody comes back to do not pile up. */
export function deleteExpiredSessions(db: Db, limits: AuthLimits, now: Date) {
  for (const [token, session] of db.table('sessions')) {
    if (sessionExpired(session, limits, now)) db.table('sessions').delete(token);
  }
}

/**
 * The `Set-Cookie` value that hands a session to the browser, or (without a token) takes it back. It lives as
 * long as the session can; `Secure` when the request came over HTTPS, so the browser never sends it in clear.
 */
export const sessionCookie = (token: string | undefined, limits: AuthLimits, secure: boolean) =>
  `${SESSION_COOKIE}=${token ?? ''}; Path=/; HttpOnly; SameSite=Lax;${secure ? ' Secure;' : ''} Max-Age=${
    token ? Math.ceil(limits.sessionAbsoluteTimeoutSeconds) : 0
  }`;

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
 * How stale `time_last_used` may get before a use writes it: a tenth of the idle timeout, at most a minute.
 * Writing on every request would cost a store write (and a journal entry) per call; this costs a session at
 * most that much of its idle time.
 */
const lastUsedPrecisionMs = (limits: AuthLimits) => Math.min(60_000, limits.sessionIdleTimeoutSeconds * 100);

/** A session's use: it is over (and deleted) or it lives on, with `time_last_used` brought up to date. */
function useSession(db: Db, token: string, limits: AuthLimits, now: Date): Session | undefined {
  const session = db.table('sessions').get(token);
  if (!session) return undefined;
  if (sessionExpired(session, limits, now)) {
    db.table('sessions').delete(token);
    return undefined;
  }
  if (now.getTime() - Date.parse(session.time_last_used) >= lastUsedPrecisionMs(limits)) {
    db.table('sessions').set(token, { ...session, time_last_used: now.toISOString() });
  }
  return session;
}

/** The device token a request's `Authorization` header carries, if any. */
export const bearerSecret = (headers: HeaderReader): string | undefined =>
  /^Bearer (.+)$/i.exec(headers.get('authorization') ?? '')?.[1];

/**
 * Who a request comes from: a bearer token, else a session cookie. Expired tokens, sessions that are over and
 * unknown credentials identify nobody.
 */
export function resolveActor(
  db: Db,
  headers: HeaderReader,
  limits: AuthLimits,
  now = new Date(),
): Actor | undefined {
  const bearer = bearerSecret(headers);
  if (bearer) {
    const token = db.table('accessTokens').get(bearer);
    if (!token || (token.time_expires && Date.parse(token.time_expires) <= now.getTime())) return undefined;
    return actorOf(db, token.user_id);
  }
  const token = sessionToken(headers);
  const session = token ? useSession(db, token, limits, now) : undefined;
  return session ? actorOf(db, session.user_id) : undefined;
}
