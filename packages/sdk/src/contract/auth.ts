import { z } from 'zod';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  dateTime,
  identityMetadata,
  idListQuery,
  Name,
  nameOrIdListQuery,
  pageOf,
  pathOf,
  uint32,
  uuid,
} from './shared.js';

// Device authorization flow (OAuth 2.0 device grant) -----------------------------------------------------

export const DeviceAuthRequest = named(
  'DeviceAuthRequest',
  z.object({ client_id: uuid(), ttl_seconds: uint32().min(1).nullable().optional() }),
);
export const DeviceAuthVerify = named('DeviceAuthVerify', z.object({ user_code: z.string() }));
export const DeviceAccessTokenRequest = named(
  'DeviceAccessTokenRequest',
  z.object({ client_id: uuid(), device_code: z.string(), grant_type: z.string() }),
);
/** RFC 8628 §3.2: the codes a device shows its user, and where the user enters them. */
export const DeviceAuthResponse = named(
  'DeviceAuthResponse',
  z.object({
    device_code: z.string(),
    user_code: z.string(),
    verification_uri: z.string(),
    expires_in: uint32(),
  }),
);
/** RFC 8628 §3.5: the token a device receives once its user has approved it. */
export const DeviceAccessTokenGrant = named(
  'DeviceAccessTokenGrant',
  z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    time_expires: dateTime().nullable().optional(),
  }),
);
export const DeviceAccessToken = named(
  'DeviceAccessToken',
  z.object({ id: uuid(), time_created: dateTime(), time_expires: dateTime().nullable().optional() }),
);
export const DeviceAccessTokenResultsPage = pageOf('DeviceAccessTokenResultsPage', DeviceAccessToken);

// Credentials and the signed-in user ---------------------------------------------------------------------

export const Password = named('Password', z.string().max(512));
/** A local user's login name; the same rules as a resource name. */
export const UserId = named(
  'UserId',
  z
    .string()
    .min(1)
    .max(63)
    .regex(
      /^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$/,
    ),
);
export const UsernamePasswordCredentials = named(
  'UsernamePasswordCredentials',
  z.object({ username: UserId, password: Password }),
);

export const CurrentUser = named(
  'CurrentUser',
  z.object({
    id: uuid(),
    display_name: z.string(),
    silo_id: uuid(),
    silo_name: Name,
    silo_admin: z.boolean(),
    fleet_viewer: z.boolean(),
    time_created: dateTime(),
    time_modified: dateTime(),
  }),
);

// SSH keys -------------------------------------------------------------------------------------------------

export const SshKey = named(
  'SshKey',
  z.object({ ...identityMetadata, public_key: z.string(), silo_user_id: uuid() }),
);
export const SshKeyCreate = named(
  'SshKeyCreate',
  z.object({ name: Name, description: z.string(), public_key: z.string() }),
);
export const SshKeyResultsPage = pageOf('SshKeyResultsPage', SshKey);

// Liveness -------------------------------------------------------------------------------------------------

export const PingStatus = named('PingStatus', z.enum(['ok']));
export const Ping = named('Ping', z.object({ status: PingStatus }));

const sshKey = pathOf('ssh_key');
const siloName = { silo_name: Name };

export const authOperations = defineOperations({
  // The platform documents these two answers only as "any content"; what it sends is the JSON of the
  // OAuth 2.0 device authorization grant (RFC 8628), which the contract names so callers get types.
  device_auth_request: {
    method: 'post',
    path: '/device/auth',
    tag: 'console-auth',
    summary: 'Start a device authorization',
    body: DeviceAuthRequest,
    bodyEncoding: 'form',
    status: 200,
    response: DeviceAuthResponse,
  },
  device_auth_confirm: {
    method: 'post',
    path: '/device/confirm',
    tag: 'console-auth',
    summary: 'Approve a device by its user code',
    body: DeviceAuthVerify,
    status: 204,
  },
  device_access_token: {
    method: 'post',
    path: '/device/token',
    tag: 'console-auth',
    summary: 'Exchange a device code for an access token',
    body: DeviceAccessTokenRequest,
    bodyEncoding: 'form',
    status: 200,
    response: DeviceAccessTokenGrant,
  },
  login_saml: {
    method: 'post',
    path: '/login/{silo_name}/saml/{provider_name}',
    tag: 'login',
    summary: 'Complete a SAML login',
    pathParams: { ...siloName, provider_name: Name },
    bodyEncoding: 'binary',
    status: 303,
  },
  login_local: {
    method: 'post',
    path: '/v1/login/{silo_name}/local',
    tag: 'login',
    summary: 'Log in with a username and password',
    pathParams: siloName,
    body: UsernamePasswordCredentials,
    status: 204,
  },
  logout: {
    method: 'post',
    path: '/v1/logout',
    tag: 'console-auth',
    summary: 'End the current session',
    status: 204,
  },
  current_user_view: {
    method: 'get',
    path: '/v1/me',
    tag: 'current-user',
    summary: 'Fetch the signed-in user',
    status: 200,
    response: CurrentUser,
  },
  current_user_access_token_list: {
    method: 'get',
    path: '/v1/me/access-tokens',
    tag: 'tokens',
    summary: "List the signed-in user's access tokens",
    query: idListQuery,
    status: 200,
    response: DeviceAccessTokenResultsPage,
  },
  current_user_access_token_delete: {
    method: 'delete',
    path: '/v1/me/access-tokens/{token_id}',
    tag: 'tokens',
    summary: 'Revoke an access token',
    pathParams: { token_id: uuid() },
    status: 204,
  },
  current_user_ssh_key_list: {
    method: 'get',
    path: '/v1/me/ssh-keys',
    tag: 'current-user',
    summary: "List the signed-in user's SSH keys",
    query: nameOrIdListQuery,
    status: 200,
    response: SshKeyResultsPage,
  },
  current_user_ssh_key_create: {
    method: 'post',
    path: '/v1/me/ssh-keys',
    tag: 'current-user',
    summary: 'Add an SSH key',
    body: SshKeyCreate,
    status: 201,
    response: SshKey,
  },
  current_user_ssh_key_view: {
    method: 'get',
    path: '/v1/me/ssh-keys/{ssh_key}',
    tag: 'current-user',
    summary: 'Fetch an SSH key',
    pathParams: sshKey,
    status: 200,
    response: SshKey,
  },
  current_user_ssh_key_delete: {
    method: 'delete',
    path: '/v1/me/ssh-keys/{ssh_key}',
    tag: 'current-user',
    summary: 'Delete an SSH key',
    pathParams: sshKey,
    status: 204,
  },
  ping: {
    method: 'get',
    path: '/v1/ping',
    tag: 'system/status',
    summary: 'Check that the API is up',
    status: 200,
    response: Ping,
  },
});
