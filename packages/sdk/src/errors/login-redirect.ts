/** Where the browser signs in. */
export const LOGIN_PATH = '/login';

/** The login URL, carrying `returnTo` (path and query) as redirect_uri so login can send the user back. */
export function loginUrl(returnTo?: string): string {
  return returnTo ? `${LOGIN_PATH}?redirect_uri=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
}

/** Where to go on a 401 (spec §8), or null on the local login page, whose form reports bad credentials itself. */
export function unauthorizedRedirect(location: {
  pathAndQuery: string;
  onLocalLogin: boolean;
}): string | null {
  return location.onLocalLogin ? null : loginUrl(location.pathAndQuery);
}
