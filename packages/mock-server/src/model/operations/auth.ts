import { newId } from '../../store/ids';
import { fleetRole, signedIn, siloRole } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest, notFound, unauthorized } from '../core/errors';
import { pageOf } from '../core/paginate';
import { ensureUniqueName, findByNameOrId } from '../core/select';
import {
  DEVICE_CODE_SECONDS,
  deviceError,
  deviceTokenExpiry,
  newUserCode,
  normalizeUserCode,
  signIn,
  userKeys,
} from '../identity/auth';
import { bearerSecret, newSecret, sessionCookie, sessionToken } from '../identity/auth-session';
import { deviceTokenMaxTtl } from '../identity/auth-settings';

export const ping: Operation<'ping'> = () => ({ status: 'ok' });

export const loginLocal: Operation<'login_local'> = (context) => {
  const { db, path, body, now, clientAddress, throttles } = context;
  const account = `${path.silo_name}/${body.username}`;
  throttles.logins.check(account, clientAddress, now.getTime());
  const silo = [...db.table('silos').values()].find((row) => row.name === path.silo_name);
  // Only silos whose users live in the silo itself have the local identity provider.
  if (silo && silo.identity_mode !== 'local_only') throw notFound('identity-provider', 'name', 'local');
  const user =
    silo &&
    [...db.table('users').values()].find(
      (row) => row.silo_id === silo.id && row.external_id === body.username,
    );
  const password = user && db.table('passwords').get(user.id);
  if (!user || !password || password.password !== body.password) {
    throttles.logins.failed(account, clientAddress, now.getTime());
    throw unauthorized();
  }
  throttles.logins.succeeded(account, clientAddress);
  signIn(context, user.id);
};

export const loginSaml: Operation<'login_saml'> = (context) => {
  const { db, path } = context;
  const silo = [...db.table('silos').values()].find((row) => row.name === path.silo_name);
  if (!silo) throw notFound('silo', 'name', path.silo_name);
  const provider = [...db.table('samlIdentityProviders').values()].find(
    (row) => row.silo_id === silo.id && row.name === path.provider_name,
  );
  if (!provider) throw notFound('saml-identity-provider', 'name', path.provider_name);
  // There is no identity provider behind the mock: the assertion is taken to name the silo's first user.
  const user = [...db.table('users').values()].find((row) => row.silo_id === silo.id);
  if (!user) throw unauthorized();
  signIn(context, user.id);
  context.setHeader('location', `/projects?silo=${encodeURIComponent(path.silo_name)}`);
};

export const logout: Operation<'logout'> = ({ db, headers, settings, secure, setHeader }) => {
  const token = sessionToken(headers);
  if (token) db.table('sessions').delete(token);
  setHeader('set-cookie', sessionCookie(undefined, settings.auth, secure));
};

export const deviceAuthRequest: Operation<'device_auth_request'> = ({
  db,
  body,
  now,
  headers,
  secure,
  settings,
}) => {
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
  // The runtimes hand over `X-Forwarded-Host` only from a trusted proxy, whose `X-Forwarded-Proto` is in
  // `secure` already; a client's own forwarded headers never choose where users are sent.
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? '127.0.0.1';
  const origin = settings.publicOrigin ?? `${secure ? 'https' : 'http'}://${host}`;
  return {
    device_code: deviceCode,
    user_code: db.table('deviceRequests').get(deviceCode)?.user_code ?? '',
    verification_uri: `${origin}/device/verify`,
    expires_in: ttl,
  };
};

export const deviceAuthConfirm: Operation<'device_auth_confirm'> = ({
  db,
  actor,
  body,
  now,
  headers,
  clientAddress,
  throttles,
}) => {
  const who = signedIn(actor);
  throttles.userCodes.check(who.userId, clientAddress, now.getTime());
  const code = normalizeUserCode(body.user_code);
  const request = [...db.table('deviceRequests').values()].find(
    (row) => normalizeUserCode(row.user_code) === code && Date.parse(row.time_expires) > now.getTime(),
  );
  if (!request || request.confirmed_by) {
    throttles.userCodes.failed(who.userId, clientAddress, now.getTime());
    throw invalidRequest('invalid or expired user code');
  }
  throttles.userCodes.succeeded(who.userId, clientAddress);
  // The platform checks the lifetime the device asked for here, where the silo is known.
  const siloMax = deviceTokenMaxTtl(db, who.siloId);
  if (request.ttl_seconds !== null && siloMax !== null && request.ttl_seconds > siloMax) {
    throw invalidRequest(
      `requested TTL ${request.ttl_seconds} seconds exceeds the silo's maximum of ${siloMax} seconds`,
    );
  }
  // Confirmed with a device token rather than a console session, the new token may not outlive that one.
  const confirmer = bearerSecret(headers);
  const confirmerExpires = (confirmer && db.table('accessTokens').get(confirmer)?.time_expires) || null;
  if (
    request.ttl_seconds !== null &&
    confirmerExpires !== null &&
    now.getTime() + request.ttl_seconds * 1000 > Date.parse(confirmerExpires)
  ) {
    throw invalidRequest(
      `requested TTL ${request.ttl_seconds} seconds would outlive the token confirming it, which expires at ${confirmerExpires}`,
    );
  }
  db.table('deviceRequests').set(request.id, {
    ...request,
    confirmed_by: who.userId,
    token_expires_by: confirmerExpires,
  });
};

export const deviceAccessToken: Operation<'device_access_token'> = ({
  db,
  body,
  now,
  settings,
  throttles,
}) => {
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
    throttles.devicePolls.forget(request.id);
    throw deviceError('expired_token', 'the device code has expired');
  }
  if (!request.confirmed_by) {
    // RFC 8628 §3.5: `slow_down` is a pending answer that also asks the device to poll less often.
    if (throttles.devicePolls.tooSoon(request.id, now.getTime())) {
      throw deviceError(
        'slow_down',
        `polling too fast; wait at least ${settings.auth.devicePollIntervalSeconds} seconds between polls`,
      );
    }
    throw deviceError('authorization_pending', 'waiting for the user to confirm');
  }
  db.table('deviceRequests').delete(request.id);
  throttles.devicePolls.forget(request.id);
  const token = `rack_${newSecret()}`;
  // The silo may have lowered its maximum since the user confirmed; the token never outlives it.
  const user = db.table('users').get(request.confirmed_by);
  const timeExpires = deviceTokenExpiry(
    now,
    request.ttl_seconds,
    user ? deviceTokenMaxTtl(db, user.silo_id) : null,
    request.token_expires_by ?? null,
  );
  // Keyed by the secret itself, so authenticating a request is one lookup.
  db.table('accessTokens').set(token, {
    id: newId(),
    token,
    user_id: request.confirmed_by,
    time_created: now.toISOString(),
    time_expires: timeExpires,
  });
  return { access_token: token, token_type: 'Bearer', time_expires: timeExpires };
};

export const currentUserView: Operation<'current_user_view'> = ({ db, actor }) => {
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
};

export const currentUserAccessTokenList: Operation<'current_user_access_token_list'> = ({
  db,
  actor,
  query,
}) => {
  const who = signedIn(actor);
  return pageOf(db.table('accessTokens'), { column: 'user_id', value: who.userId }, query, {
    defaultMode: 'id_ascending',
  });
};

export const currentUserAccessTokenDelete: Operation<'current_user_access_token_delete'> = ({
  db,
  actor,
  path,
}) => {
  const who = signedIn(actor);
  const entry = [...db.table('accessTokens').entries()].find(
    ([, row]) => row.id === path.token_id && row.user_id === who.userId,
  );
  if (!entry) throw notFound('device access token', 'id', path.token_id);
  db.table('accessTokens').delete(entry[0]);
};

export const currentUserSshKeyList: Operation<'current_user_ssh_key_list'> = ({ db, actor, query }) =>
  pageOf(db.table('sshKeys'), { column: 'silo_user_id', value: signedIn(actor).userId }, query);

export const currentUserSshKeyCreate: Operation<'current_user_ssh_key_create'> = ({
  db,
  actor,
  body,
  now,
}) => {
  const who = signedIn(actor);
  ensureUniqueName(userKeys(db, who.userId), 'ssh-key', body.name);
  const time = now.toISOString();
  const key = { ...body, id: newId(), silo_user_id: who.userId, time_created: time, time_modified: time };
  db.table('sshKeys').set(key.id, key);
  return key;
};

export const currentUserSshKeyView: Operation<'current_user_ssh_key_view'> = ({ db, actor, path }) =>
  findByNameOrId(userKeys(db, signedIn(actor).userId), 'ssh-key', path.ssh_key);

export const currentUserSshKeyDelete: Operation<'current_user_ssh_key_delete'> = ({ db, actor, path }) => {
  const key = findByNameOrId(userKeys(db, signedIn(actor).userId), 'ssh-key', path.ssh_key);
  db.table('sshKeys').delete(key.id);
};
