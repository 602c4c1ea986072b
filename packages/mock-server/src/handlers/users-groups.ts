import {
  currentUserGroups,
  groupList,
  groupView,
  siloUserList,
  siloUserView,
  userBuiltinList,
  userBuiltinView,
  userList,
  userLogout,
  userSessionList,
  userTokenList,
  userView,
} from '../model/operations/users-groups';
import type { Handlers } from './types';

export const userGroupHandlers: Handlers = {
  group_list: groupList,
  group_view: groupView,
  current_user_groups: currentUserGroups,
  user_list: userList,
  user_view: userView,
  user_token_list: userTokenList,
  user_session_list: userSessionList,
  user_logout: userLogout,
  silo_user_list: siloUserList,
  silo_user_view: siloUserView,
  user_builtin_list: userBuiltinList,
  user_builtin_view: userBuiltinView,
};
