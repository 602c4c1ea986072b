import {
  scimTokenCreate,
  scimTokenDelete,
  scimTokenList,
  scimTokenView,
} from '../model/operations/scim-tokens';
import type { Handlers } from './types';

export const scimTokenHandlers: Handlers = {
  scim_token_list: scimTokenList,
  scim_token_create: scimTokenCreate,
  scim_token_view: scimTokenView,
  scim_token_delete: scimTokenDelete,
};
