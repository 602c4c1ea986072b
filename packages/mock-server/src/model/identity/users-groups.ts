import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import type { Tables, Wire } from '../../store/tables';
import { requireSilo, signedIn } from '../core/authz';
import type { Actor } from '../core/context';
import { notFound } from '../core/errors';
import { SEED_TIME } from '../core/seed-time';

export type UserRow = Tables['users'];

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

export const findSiloGroup = (db: Db, siloId: string, groupId: string) => {
  const group = db.table('groups').get(groupId);
  if (!group || group.silo_id !== siloId) throw notFound('silo-group', 'id', groupId);
  return group;
};

/** Every policy table: an identity that goes away leaves no assignment behind. */
export const POLICY_TABLES = ['fleetPolicy', 'siloPolicies', 'projectPolicies'] as const;

export function withoutIdentity(db: Db, identityId: string) {
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
export function requireSelfOrSiloAdmin(db: Db, actor: Actor | undefined, userId: string): Actor {
  const who = signedIn(actor);
  const user = findSiloUser(db, who.siloId, userId);
  if (user.id !== who.userId) requireSilo(db, who, 'admin');
  return who;
}
