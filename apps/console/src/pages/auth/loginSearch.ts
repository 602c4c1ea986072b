/** The search parameters every login page keeps: where to send the user once signed in. */
export interface LoginSearch {
  redirect_uri?: string;
}

/**
 * Only a path on this console is accepted as a destination ('/…', but not '//host' or '/\host', which
 * browsers read as another origin), so a crafted login link cannot send a signed-in user to another site.
 */
export const safeRedirectUri = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;

export const validateLoginSearch = (search: Record<string, unknown>): LoginSearch => {
  const redirectUri = safeRedirectUri(search.redirect_uri);
  return redirectUri ? { redirect_uri: redirectUri } : {};
};

/** Where a signed-in user goes: back to where the 401 happened, else the projects list. */
export const afterLoginHref = (search: LoginSearch) => search.redirect_uri ?? '/projects';
