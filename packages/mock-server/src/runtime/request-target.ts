import { badRequest } from '../model/services';

/**
 * The URL of a request target, which must be a path: `*`, absolute forms and a target starting with `//`
 * (which URL parsing reads as another host) are refused with 400 instead of throwing.
 */
export function requestUrl(target: string | undefined, origin: string): URL {
  if (!target?.startsWith('/') || target.startsWith('//')) {
    throw badRequest(`bad request target: ${JSON.stringify(target ?? '')}`);
  }
  try {
    // Appended to the origin rather than resolved against it, so nothing in the target can name a host.
    return new URL(`${origin}${target}`);
  } catch {
    throw badRequest(`bad request target: ${JSON.stringify(target)}`);
  }
}

const ESCAPE = /%[0-9A-Fa-f]{2}/g;

/** Refuses a path whose percent-escapes are malformed (`%A`, `%ZZ`) or do not decode to UTF-8 text. */
export function checkPathEscapes(pathname: string) {
  if (!pathname.includes('%')) return;
  let malformed = pathname.replace(ESCAPE, '').includes('%');
  if (!malformed) {
    try {
      decodeURIComponent(pathname);
    } catch {
      malformed = true;
    }
  }
  if (malformed)
    throw badRequest(`bad request target: malformed percent-escape in ${JSON.stringify(pathname)}`);
}
