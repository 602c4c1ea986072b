import { requireFleet, signedIn } from '../core/authz';
import type { Operation } from '../core/context';
import { pageOf, paginate } from '../core/paginate';
import { findByNameOrId } from '../core/select';
import { findSilo, requiredSilo } from '../identity/silo-access';
import { BUILTIN_USERS, findSiloGroup, findSiloUser, requireSelfOrSiloAdmin } from '../identity/users-groups';

// Every user of a silo may list its users and groups: the console needs them to show policies.
export const groupList: Operation<'group_list'> = ({ db, actor, query }) =>
  pageOf(db.table('groups'), { column: 'silo_id', value: signedIn(actor).siloId }, query, {
    defaultMode: 'id_ascending',
  });

export const groupView: Operation<'group_view'> = ({ db, actor, path }) =>
  findSiloGroup(db, signedIn(actor).siloId, path.group_id);

export const currentUserGroups: Operation<'current_user_groups'> = ({ db, actor, query }) => {
  const who = signedIn(actor);
  const groups = who.groupIds.flatMap((id) => db.table('groups').get(id) ?? []);
  return paginate(groups, query, 'id_ascending');
};

export const userList: Operation<'user_list'> = ({ db, actor, query }) => {
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
};

export const userView: Operation<'user_view'> = ({ db, actor, path }) =>
  findSiloUser(db, signedIn(actor).siloId, path.user_id);

export const userTokenList: Operation<'user_token_list'> = ({ db, actor, path, query }) => {
  requireSelfOrSiloAdmin(db, actor, path.user_id);
  return pageOf(db.table('accessTokens'), { column: 'user_id', value: path.user_id }, query, {
    defaultMode: 'id_ascending',
  });
};

export const userSessionList: Operation<'user_session_list'> = ({ db, actor, path, query }) => {
  requireSelfOrSiloAdmin(db, actor, path.user_id);
  return pageOf(db.table('sessions'), { column: 'user_id', value: path.user_id }, query, {
    defaultMode: 'id_ascending',
  });
};

export const userLogout: Operation<'user_logout'> = ({ db, actor, path }) => {
  requireSelfOrSiloAdmin(db, actor, path.user_id);
  // Both tables are keyed by the secret the client holds, not by the row's id.
  for (const table of ['sessions', 'accessTokens'] as const) {
    for (const [key, row] of db.table(table)) if (row.user_id === path.user_id) db.table(table).delete(key);
  }
};

export const siloUserList: Operation<'silo_user_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  const silo = requiredSilo(db, query.silo);
  return pageOf(db.table('users'), { column: 'silo_id', value: silo.id }, query, {
    defaultMode: 'id_ascending',
  });
};

export const siloUserView: Operation<'silo_user_view'> = ({ db, actor, path, query }) => {
  requireFleet(db, actor, 'viewer');
  return findSiloUser(db, findSilo(db, query.silo).id, path.user_id);
};

export const userBuiltinList: Operation<'user_builtin_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  return paginate(BUILTIN_USERS, query, 'name_ascending');
};

export const userBuiltinView: Operation<'user_builtin_view'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'viewer');
  return findByNameOrId(BUILTIN_USERS, 'user-builtin', path.user);
};
