/** Where the browser signs in. */
export const LOGIN_PATH = '/login';

/** Where a signed-in user lands when there is no page (or no safe one) to go back to. */
export const AFTER_LOGIN_PATH = '/projects';

// Redirect targets are resolved against a stand-in origin: a value that leaves it names another site.
const STAND_IN_ORIGIN = 'https://console.invalid';

const isLoginPath = (pathAndQuery: string) => /^\/login(?:[/?#]|$)/.test(pathAndQuery);

/**
 * `value` if it is a page of this console to return to after signing in, else undefined: a path ('/…') that
 * stays on this origin — no scheme (`https:`, `javascript:`), no '//host' — with no backslash or control
 * character (browsers read '\' as '/' and drop tabs and line breaks, so '/\host' and '/\t/host' mean
 * '//host'), and not a login page (returning there would nest sign-ins).
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || isLoginPath(value)) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  const resolved = new URL(value, STAND_IN_ORIGIN);
  // A path that normalises to '//…' ('/.//host') would be read as another host if navigated to again.
  if (resolved.origin !== STAND_IN_ORIGIN || resolved.pathname.startsWith('//')) return undefined;
  return value;
}

/** The login URL, carrying `returnTo` (path and query) as redirect_uri so login can send the user back. */
export function loginUrl(returnTo?: string): string {
  return returnTo ? `${LOGIN_PATH}?redirect_uri=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
}

/**
 * Where a 401 sends the browser (spec §8): to sign in, then back to `pathAndQuery`. Null on a login page:
 * the local form reports bad credentials itself, and wrapping a login page in another redirect_uri (when
 * several calls fail at once) would take one sign-in per level to get back.
 */
export function unauthorizedRedirect(pathAndQuery: string): string | null {
  return isLoginPath(pathAndQuery) ? null : loginUrl(safeRedirectPath(pathAndQuery));
}
