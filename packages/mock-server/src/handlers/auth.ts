import {
  currentUserAccessTokenDelete,
  currentUserAccessTokenList,
  currentUserSshKeyCreate,
  currentUserSshKeyDelete,
  currentUserSshKeyList,
  currentUserSshKeyView,
  currentUserView,
  deviceAccessToken,
  deviceAuthConfirm,
  deviceAuthRequest,
  loginLocal,
  loginSaml,
  logout,
  ping,
} from '../model/operations/auth';
import type { Handlers } from './types';

export const authHandlers: Handlers = {
  ping: ping,
  login_local: loginLocal,
  login_saml: loginSaml,
  logout: logout,
  device_auth_request: deviceAuthRequest,
  device_auth_confirm: deviceAuthConfirm,
  device_access_token: deviceAccessToken,
  current_user_view: currentUserView,
  current_user_access_token_list: currentUserAccessTokenList,
  current_user_access_token_delete: currentUserAccessTokenDelete,
  current_user_ssh_key_list: currentUserSshKeyList,
  current_user_ssh_key_create: currentUserSshKeyCreate,
  current_user_ssh_key_view: currentUserSshKeyView,
  current_user_ssh_key_delete: currentUserSshKeyDelete,
};
