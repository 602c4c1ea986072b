import { requireFleet, signedIn } from '../model/core/authz';
import { pageOf, paginate } from '../model/core/paginate';
import { findByNameOrId } from '../model/core/select';
import { findSilo, requiredSilo } from '../model/identity/silo-access';
import {
  BUILTIN_USERS,
  findSiloGroup,
  findSiloUser,
  requireSelfOrSiloAdmin,
} from '../model/identity/users-groups';
import type { Handlers } from './types';

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
