import { invalidRequest, notFound, PlatformError, unauthorized } from '../runtime/errors';
import type { Handlers } from '../runtime/types';
import type { Db } from '../store/db';
import { newId, randomBytes } from '../store/ids';
import { newSecret, openSession, sessionCookie, sessionToken } from './auth-session';
import { fleetRole, signedIn, siloRole } from './authz';
import { pageOf } from './paginate';
import { ensureUniqueName, findByNameOrId } from './select';

/** How long a device code stays valid when the device asks for no particular lifetime (RFC 8628 §3.2). */
const DEVICE_CODE_SECONDS = 5 * 60;
const USER_CODE_LETTERS = 'BCDFGHJKLMNPQRSTVWXZ';

/** Eight letters, shown as `XXXX-XXXX`; consonants only, so no code spells a word. */
function newUserCode(): string {
  const bytes = randomBytes(8);
  const letters = [...bytes].map((byte) => USER_CODE_LETTERS[byte % USER_CODE_LETTERS.length]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}

const normalizeUserCode = (code: string) => code.replace(/[^a-z]/gi, '').toUpperCase();

/** The RFC 8628 error answers of the token endpoint, in the platform's error format. */
const deviceError = (code: string, message: string) => new PlatformError(400, code, message);

/** The user's SSH keys; names are unique per user. */
const userKeys = (db: Db, userId: string) => db.table('sshKeys').where('silo_user_id', userId);

export const authHandlers: Handlers = {
  ping: () => ({ status: 'ok' }),

  login_local: ({ db, path, body, now, setHeader }) => {
    const silo = [...db.table('silos').values()].find((row) => row.name === path.silo_name);
    // Only silos whose users live in the silo itself have the local identity provider.
    if (silo && silo.identity_mode !== 'local_only') throw notFound('identity-provider', 'name', 'local');
    const user =
      silo &&
      [...db.table('users').values()].find(
        (row) => row.silo_id === silo.id && row.external_id === body.username,
      );
    const password = user && db.table('passwords').get(user.id);
    if (!user || !password || password.password !== body.password) throw unauthorized();
    setHeader('set-cookie', sessionCookie(openSession(db, user.id, now)));
  },

  login_saml: ({ db, path, now, setHeader }) => {
    const silo = [...db.table('silos').values()].find((row) => row.name === path.silo_name);
    if (!silo) throw notFound('silo', 'name', path.silo_name);
    const provider = [...db.table('samlIdentityProviders').values()].find(
      (row) => row.silo_id === silo.id && row.name === path.provider_name,
    );
    if (!provider) throw notFound('saml-identity-provider', 'name', path.provider_name);
    // There is no identity provider behind the mock: the assertion is taken to name the silo's first user.
    const user = [...db.table('users').values()].find((row) => row.silo_id === silo.id);
    if (!user) throw unauthorized();
    setHeader('set-cookie', sessionCookie(openSession(db, user.id, now)));
    setHeader('location', `/projects?silo=${encodeURIComponent(path.silo_name)}`);
  },

  logout: ({ db, headers, setHeader }) => {
    const token = sessionToken(headers);
    if (token) db.table('sessions').delete(token);
    setHeader('set-cookie', sessionCookie());
  },

  device_auth_request: ({ db, body, now, headers }) => {
    const deviceCode = newSecret();
    const ttl = DEVICE_CODE_SECONDS;
    db.table('deviceRequests').set(deviceCode, {
      id: deviceCode,
      user_code: newUserCode(),
      client_id: body.client_id,
      time_expires: new Date(now.getTime() + ttl * 1000).toISOString(),
      ttl_seconds: body.ttl_seconds ?? null,
      confirmed_by: null,
    });
    const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? '127.0.0.1';
    const protocol = headers.get('x-forwarded-proto') ?? 'http';
    return {
      device_code: deviceCode,
      user_code: db.table('deviceRequests').get(deviceCode)?.user_code ?? '',
      verification_uri: `${protocol}://${host}/device/verify`,
      expires_in: ttl,
    };
  },

  device_auth_confirm: ({ db, actor, body, now }) => {
    const who = signedIn(actor);
    const code = normalizeUserCode(body.user_code);
    const request = [...db.table('deviceRequests').values()].find(
      (row) => normalizeUserCode(row.user_code) === code && Date.parse(row.time_expires) > now.getTime(),
    );
    if (!request || request.confirmed_by) throw invalidRequest('invalid or expired user code');
    request.confirmed_by = who.userId;
  },

  device_access_token: ({ db, body, now }) => {
    const request = db.table('deviceRequests').get(body.device_code);
    if (body.grant_type !== 'urn:ietf:params:oauth:grant-type:device_code') {
      throw deviceError(
        'unsupported_grant_type',
        'grant_type must be urn:ietf:params:oauth:grant-type:device_code',
      );
    }
    if (!request || request.client_id !== body.client_id)
      throw deviceError('invalid_grant', 'unknown device code');
    if (Date.parse(request.time_expires) <= now.getTime()) {
      db.table('deviceRequests').delete(request.id);
      throw deviceError('expired_token', 'the device code has expired');
    }
    if (!request.confirmed_by) throw deviceError('authorization_pending', 'waiting for the user to confirm');
    db.table('deviceRequests').delete(request.id);
    const token = `rack_${newSecret()}`;
    const timeExpires = request.ttl_seconds
      ? new Date(now.getTime() + request.ttl_seconds * 1000).toISOString()
      : null;
    // Keyed by the secret itself, so authenticating a request is one lookup.
    db.table('accessTokens').set(token, {
      id: newId(),
      token,
      user_id: request.confirmed_by,
      time_created: now.toISOString(),
      time_expires: timeExpires,
    });
    return { access_token: token, token_type: 'Bearer', time_expires: timeExpires };
  },

  current_user_view: ({ db, actor }) => {
    const who = signedIn(actor);
    const user = db.table('users').get(who.userId);
    const silo = db.table('silos').get(who.siloId);
    if (!user || !silo) throw unauthorized();
    return {
      ...user,
      silo_name: silo.name,
      silo_admin: siloRole(db, who) === 'admin',
      fleet_viewer: fleetRole(db, who) !== undefined,
    };
  },

  current_user_access_token_list: ({ db, actor, query }) => {
    const who = signedIn(actor);
    return pageOf(db.table('accessTokens'), { column: 'user_id', value: who.userId }, query, {
      defaultMode: 'id_ascending',
    });
  },

  current_user_access_token_delete: ({ db, actor, path }) => {
    const who = signedIn(actor);
    const entry = [...db.table('accessTokens').entries()].find(
      ([, row]) => row.id === path.token_id && row.user_id === who.userId,
    );
    if (!entry) throw notFound('device access token', 'id', path.token_id);
    db.table('accessTokens').delete(entry[0]);
  },

  current_user_ssh_key_list: ({ db, actor, query }) =>
    pageOf(db.table('sshKeys'), { column: 'silo_user_id', value: signedIn(actor).userId }, query),

  current_user_ssh_key_create: ({ db, actor, body, now }) => {
    const who = signedIn(actor);
    ensureUniqueName(userKeys(db, who.userId), 'ssh-key', body.name);
    const time = now.toISOString();
    const key = { ...body, id: newId(), silo_user_id: who.userId, time_created: time, time_modified: time };
    db.table('sshKeys').set(key.id, key);
    return key;
  },

  current_user_ssh_key_view: ({ db, actor, path }) =>
    findByNameOrId(userKeys(db, signedIn(actor).userId), 'ssh-key', path.ssh_key),

  current_user_ssh_key_delete: ({ db, actor, path }) => {
    const key = findByNameOrId(userKeys(db, signedIn(actor).userId), 'ssh-key', path.ssh_key);
    db.table('sshKeys').delete(key.id);
  },
};
