import { z } from 'zod';
import { DeviceAccessTokenResultsPage, Password, UserId } from './auth.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  dateTime,
  IdSortMode,
  identityMetadata,
  idListQuery,
  listQuery,
  NameOrId,
  NameSortMode,
  pageOf,
  pathOf,
  uuid,
} from './shared.js';

// Silo users and groups carry a display name from their identity provider instead of a resource name.

export const User = named(
  'User',
  z.object({
    id: uuid(),
    display_name: z.string(),
    silo_id: uuid(),
    time_created: dateTime(),
    time_modified: dateTime(),
  }),
);
export const UserResultsPage = pageOf('UserResultsPage', User);

export const UserPassword = named(
  'UserPassword',
  z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('password'), value: Password }),
    z.object({ mode: z.literal('login_disallowed') }),
  ]),
);
export const UserCreate = named('UserCreate', z.object({ external_id: UserId, password: UserPassword }));

export const UserBuiltin = named('UserBuiltin', z.object({ ...identityMetadata }));
export const UserBuiltinResultsPage = pageOf('UserBuiltinResultsPage', UserBuiltin);

export const Group = named(
  'Group',
  z.object({
    id: uuid(),
    display_name: z.string(),
    silo_id: uuid(),
    time_created: dateTime(),
    time_modified: dateTime(),
  }),
);
export const GroupResultsPage = pageOf('GroupResultsPage', Group);

export const ConsoleSession = named(
  'ConsoleSession',
  z.object({ id: uuid(), time_created: dateTime(), time_last_used: dateTime() }),
);
export const ConsoleSessionResultsPage = pageOf('ConsoleSessionResultsPage', ConsoleSession);

const tag = 'silos';
const userId = { user_id: uuid() };

export const userGroupOperations = defineOperations({
  group_list: {
    method: 'get',
    path: '/v1/groups',
    tag,
    summary: 'List groups',
    query: idListQuery,
    status: 200,
    response: GroupResultsPage,
  },
  group_view: {
    method: 'get',
    path: '/v1/groups/{group_id}',
    tag,
    summary: 'Fetch a group',
    pathParams: { group_id: uuid() },
    status: 200,
    response: Group,
  },
  // Declared here rather than in auth.ts: this file imports from auth.ts, so auth.ts cannot import Group.
  current_user_groups: {
    method: 'get',
    path: '/v1/me/groups',
    tag: 'current-user',
    summary: "List the signed-in user's groups",
    query: idListQuery,
    status: 200,
    response: GroupResultsPage,
  },
  user_list: {
    method: 'get',
    path: '/v1/users',
    tag,
    summary: 'List users',
    query: { ...listQuery(IdSortMode), group: uuid().nullable().optional() },
    status: 200,
    response: UserResultsPage,
  },
  user_view: {
    method: 'get',
    path: '/v1/users/{user_id}',
    tag,
    summary: 'Fetch a user',
    pathParams: userId,
    status: 200,
    response: User,
  },
  user_token_list: {
    method: 'get',
    path: '/v1/users/{user_id}/access-tokens',
    tag,
    summary: "List a user's access tokens",
    pathParams: userId,
    query: idListQuery,
    status: 200,
    response: DeviceAccessTokenResultsPage,
  },
  user_logout: {
    method: 'post',
    path: '/v1/users/{user_id}/logout',
    tag,
    summary: "Revoke all of a user's sessions and tokens",
    pathParams: userId,
    status: 204,
  },
  user_session_list: {
    method: 'get',
    path: '/v1/users/{user_id}/sessions',
    tag,
    summary: "List a user's console sessions",
    pathParams: userId,
    query: idListQuery,
    status: 200,
    response: ConsoleSessionResultsPage,
  },
  silo_user_list: {
    method: 'get',
    path: '/v1/system/users',
    tag: 'system/silos',
    summary: 'List the users of a silo',
    query: { ...listQuery(IdSortMode), silo: NameOrId.optional() },
    status: 200,
    response: UserResultsPage,
  },
  silo_user_view: {
    method: 'get',
    path: '/v1/system/users/{user_id}',
    tag: 'system/silos',
    summary: 'Fetch a user of a silo',
    pathParams: userId,
    query: { silo: NameOrId },
    status: 200,
    response: User,
  },
  user_builtin_list: {
    method: 'get',
    path: '/v1/system/users-builtin',
    tag: 'system/silos',
    summary: 'List built-in users',
    query: listQuery(NameSortMode),
    status: 200,
    response: UserBuiltinResultsPage,
  },
  user_builtin_view: {
    method: 'get',
    path: '/v1/system/users-builtin/{user}',
    tag: 'system/silos',
    summary: 'Fetch a built-in user',
    pathParams: pathOf('user'),
    status: 200,
    response: UserBuiltin,
  },
});
