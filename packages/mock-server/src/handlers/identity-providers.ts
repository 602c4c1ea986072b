import {
  localIdpUserCreate,
  localIdpUserDelete,
  localIdpUserSetPassword,
  samlIdentityProviderCreate,
  samlIdentityProviderView,
  siloIdentityProviderList,
} from '../model/operations/identity-providers';
import type { Handlers } from './types';

export const identityProviderHandlers: Handlers = {
  silo_identity_provider_list: siloIdentityProviderList,
  saml_identity_provider_create: samlIdentityProviderCreate,
  saml_identity_provider_view: samlIdentityProviderView,
  local_idp_user_create: localIdpUserCreate,
  local_idp_user_delete: localIdpUserDelete,
  local_idp_user_set_password: localIdpUserSetPassword,
};
