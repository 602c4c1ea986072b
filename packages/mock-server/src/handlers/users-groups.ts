import type * as contract from '@rackconsole/sdk/contract';
import { SEED_TIME } from '../fixtures/identity';
import { notFound } from '../runtime/errors';
import type { Actor, Handlers } from '../runtime/types';
import type { Db, Tables } from '../store/db';
import { requireFleet, requireSilo, signedIn } from './authz';
import { pageOf, paginate } from './paginate';
import { findByNameOrId } from './select';
import { findSilo, inSilo, requiredSilo } from './silo-access';
import type { PolicyRow, Wire } from './tables';

type UserRow = Tables['users'];

/** The platform's own identities, the same on every rack (ids and names are fixed by the platform). */
export const BUILTIN_USERS: Wire<typeof contract.UserBuiltin>[] = [
  ['001de000-05e4-4000-8000-000000000001', 'db-init', 'Seeds the database when the rack is first set up'],
  ['001de000-05e4-4000-8000-000000000002', 'internal-api', 'Acts for requests to the internal API'],
  ['001de000-05e4-4000-8000-000000000003', 'external-authn', 'Authenticates requests from outside the rack'],
  ['001de000-05e4-4000-8000-000000000004', 'external-scim', 'Authenticates SCIM provisioning clients'],
  ['001de000-05e4-4000-8000-000000003a8a', 'saga-recovery', 'Resumes interrupted multi-step operations'],
  ['001de000-05e4-4000-8000-000000004ead', 'internal-read', 'Reads privileged control plane data'],
  ['001de000-05e4-4000-8000-00000000bac3', 'service-balancer', 'Places services across the fleet'],
].map(([id, name, description]) => ({
  id: id as string,
  name: name as string,
  description: description as string,
  time_created: SEED_TIME,
  time_modified: SEED_TIME,
}));

/** A user of the given silo by id; a user of another silo does not exist for the caller. */
export function findSiloUser(db: Db, siloId: string, userId: string): UserRow {
  const user = db.table('users').get(userId);
  if (!user || user.silo_id !== siloId) throw notFound('silo-user', 'id', userId);
  return user;
}

const findSiloGroup = (db: Db, siloId: string, groupId: string) => {
  const group = db.table('groups').get(groupId);
  if (!group || group.silo_id !== siloId) throw notFound('silo-group', 'id', groupId);
  return group;
};

/** Every policy table: an identity that goes away leaves no assignment behind. */
const POLICY_TABLES = ['fleetPolicy', 'siloPolicies', 'projectPolicies'] as const;

function withoutIdentity(db: Db, identityId: string) {
  for (const table of POLICY_TABLES) {
    const policies = db.table(table);
    for (const policy of policies.values()) {
      if (!policy.role_assignments.some((row) => row.identity_id === identityId)) continue;
      policy.role_assignments = policy.role_assignments.filter((row) => row.identity_id !== identityId);
      policies.set(policy.id, policy);
    }
  }
}

/** Deletes a user with everything that signs them in or names them: password, sessions, tokens, keys, roles. */
export function deleteSiloUser(db: Db, userId: string) {
  db.table('users').delete(userId);
  db.table('passwords').delete(userId);
  for (const table of ['sessions', 'accessTokens'] as const) {
    for (const [key, row] of db.table(table)) if (row.user_id === userId) db.table(table).delete(key);
  }
  for (const [key, row] of db.table('sshKeys'))
    if (row.silo_user_id === userId) db.table('sshKeys').delete(key);
  for (const [key, row] of db.table('groupMembers'))
    if (row.user_id === userId) db.table('groupMembers').delete(key);
  withoutIdentity(db, userId);
}

/** Deletes a group, its memberships and its role assignments. */
export function deleteSiloGroup(db: Db, groupId: string) {
  db.table('groups').delete(groupId);
  for (const [key, row] of db.table('groupMembers')) {
    if (row.group_id === groupId) db.table('groupMembers').delete(key);
  }
  withoutIdentity(db, groupId);
}

/**
 * A user's own sessions and tokens are theirs to see and revoke; a silo admin may do it for anyone in the
 * silo (the platform's rule for `/v1/users/{user_id}/...`).
 */
function requireSelfOrSiloAdmin(db: Db, actor: Actor | undefined, userId: string): Actor {
  const who = signedIn(actor);
  const user = findSiloUser(db, who.siloId, userId);
  if (user.id !== who.userId) requireSilo(db, who, 'admin');
  return who;
}

export const userGroupHandlers: Handlers = {
  // Every user of a silo may list its users and groups: the console needs them to show policies.
  group_list: ({ db, actor, query }) =>
    pageOf(db.table('groups'), { column: 'silo_id', value: signedIn(actor).siloId }, query, {
      defaultMode: 'id_ascending',
    }),

  group_view: ({ db, actor, path }) => findSiloGroup(db, signedIn(actor).siloId, path.group_id),

  current_user_groups: ({ db, actor, query }) => {
    const who = signedIn(actor);
    const groups = who.groupIds.flatMap((id) => db.table('groups').get(id) ?? []);
    return paginate(groups, query, 'id_ascending');
  },

  user_list: ({ db, actor, query }) => {
    const who = signedIn(actor);
    let members: Set<string> | undefined;
    if (query.group) {
      const group = findSiloGroup(db, who.siloId, query.group);
      members = new Set(
        db
          .table('groupMembers')
          .where('group_id', group.id)
          .map((row) => row.user_id),
      );
    }
    return pageOf(db.table('users'), { column: 'silo_id', value: who.siloId }, query, {
      defaultMode: 'id_ascending',
      accept: members && ((user) => members.has(user.id)),
    });
  },

  user_view: ({ db, actor, path }) => findSiloUser(db, signedIn(actor).siloId, path.user_id),

  user_token_list: ({ db, actor, path, query }) => {
    requireSelfOrSiloAdmin(db, actor, path.user_id);
    return pageOf(db.table('accessTokens'), { column: 'user_id', value: path.user_id }, query, {
      defaultMode: 'id_ascending',
    });
  },

  user_session_list: ({ db, actor, path, query }) => {
    requireSelfOrSiloAdmin(db, actor, path.user_id);
    return pageOf(db.table('sessions'), { column: 'user_id', value: path.user_id }, query, {
      defaultMode: 'id_ascending',
    });
  },

  user_logout: ({ db, actor, path }) => {
    requireSelfOrSiloAdmin(db, actor, path.user_id);
    // Both tables are keyed by the secret the client holds, not by the row's id.
    for (const table of ['sessions', 'accessTokens'] as const) {
      for (const [key, row] of db.table(table)) if (row.user_id === path.user_id) db.table(table).delete(key);
    }
  },

  silo_user_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer');
    const silo = requiredSilo(db, query.silo);
    return pageOf(db.table('users'), { column: 'silo_id', value: silo.id }, query, {
      defaultMode: 'id_ascending',
    });
  },

  silo_user_view: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer');
    return findSiloUser(db, findSilo(db, query.silo).id, path.user_id);
  },

  user_builtin_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer');
    return paginate(BUILTIN_USERS, query, 'name_ascending');
  },

  user_builtin_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer');
    return findByNameOrId(BUILTIN_USERS, 'user-builtin', path.user);
  },
};
