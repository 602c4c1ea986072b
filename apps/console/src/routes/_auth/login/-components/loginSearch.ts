import { AFTER_LOGIN_PATH, safeRedirectPath } from '@rackconsole/sdk';

/** The search parameters every login page keeps: where to send the user once signed in. */
export interface LoginSearch {
  redirect_uri?: string;
}

/**
 * Only a path on this console is kept as a destination, so a crafted login link cannot send a signed-in user
 * to another site. The key is always present: the router merges validated search over the raw one, so an
 * absent key would let the raw, refused value through.
 */
export const validateLoginSearch = (search: Record<string, unknown>): LoginSearch => ({
  redirect_uri: safeRedirectPath(search.redirect_uri),
});

/** Where a signed-in user goes: back to where the 401 happened if that is a console page, else the projects list. */
export const afterLoginHref = (search: LoginSearch) =>
  safeRedirectPath(search.redirect_uri) ?? AFTER_LOGIN_PATH;
