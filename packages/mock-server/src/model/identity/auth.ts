import type { Db } from '../../store/db';
import { randomBytes } from '../../store/ids';
import type { HandlerContext } from '../core/context';
import { PlatformError } from '../core/errors';
import { deleteExpiredSessions, openSession, sessionCookie } from './auth-session';

/** How long a device code stays valid when the device asks for no particular lifetime (RFC 8628 §3.2). */
export const DEVICE_CODE_SECONDS = 5 * 60;

export const USER_CODE_LETTERS = 'BCDFGHJKLMNPQRSTVWXZ';

/** Eight letters, shown as `XXXX-XXXX`; consonants only, so no code spells a word. */
export function newUserCode(): string {
  const bytes = randomBytes(8);
  const letters = [...bytes].map((byte) => USER_CODE_LETTERS[byte % USER_CODE_LETTERS.length]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}

export const normalizeUserCode = (code: string) => code.replace(/[^a-z]/gi, '').toUpperCase();

/** The RFC 8628 error answers of the token endpoint, in the platform's error format. */
export const deviceError = (code: string, message: string) => new PlatformError(400, code, message);

/**
 * When a new device token expires: after the lifetime the device asked for, capped by the silo's maximum (the
 * lifetime when it asked for none) and by the expiry of the device token the user confirmed with, if any;
 * null (never) only when none of them sets a bound.
 */
export function deviceTokenExpiry(
  now: Date,
  requestedSeconds: number | null,
  siloMaxSeconds: number | null,
  confirmerExpires: string | null,
): string | null {
  const bounds = [requestedSeconds, siloMaxSeconds]
    .filter((seconds) => seconds !== null)
    .map((seconds) => now.getTime() + seconds * 1000);
  if (confirmerExpires !== null) bounds.push(Date.parse(confirmerExpires));
  return bounds.length > 0 ? new Date(Math.min(...bounds)).toISOString() : null;
}

/** Opens a session for the user and hands its cookie over; sessions that are over go on the way. */
export function signIn(context: HandlerContext<'login_local' | 'login_saml'>, userId: string) {
  const { db, now, settings, secure, setHeader } = context;
  deleteExpiredSessions(db, settings.auth, now);
  setHeader('set-cookie', sessionCookie(openSession(db, userId, now), settings.auth, secure));
}

/** The user's SSH keys; names are unique per user. */
export const userKeys = (db: Db, userId: string) => db.table('sshKeys').where('silo_user_id', userId);
