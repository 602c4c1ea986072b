import type * as contract from '@rackconsole/sdk/contract';
import { badRequest, PlatformError, sessionToken } from '../model/services';
import { type PendingBody, payloadTooLarge } from './request-body';

/** What the guards read of a request: its method, its headers, and whether (and how large) a body comes. */
interface GuardedRequest {
  method: string;
  headers: { get(name: string): string | null };
  body?: PendingBody;
}

/** The media types a body may be sent as, by the operation's body encoding. */
const MEDIA_TYPES: Record<contract.BodyEncoding, readonly string[]> = {
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded'],
  binary: ['application/octet-stream'],
};

/**
 * SAML's HTTP-POST binding: the identity provider's page posts its assertion to the platform as a form, from
 * the identity provider's own site. It proves itself by the signed assertion, not by a cookie, so it is
 * neither bound to the binary media type nor refused as a cross-site request.
 */
const IDENTITY_PROVIDER_POSTS: Record<string, readonly string[]> = {
  login_saml: ['application/octet-stream', 'application/x-www-form-urlencoded'],
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `Sec-Fetch-Site` values a browser sends for a request another site (or a sibling of ours) made. */
const FOREIGN_SITES = new Set(['cross-site', 'same-site']);

/**
 * A body must be labelled with its operation's media type (parameters such as `charset` aside), as the
 * platform requires: a form or `text/plain` post, which any web page can send, is not read as JSON. A body
 * without a `Content-Type` is read as the operation's own encoding, as the platform reads it.
 */
function checkContentType(request: GuardedRequest, operationId: string, operation: contract.Operation) {
  const header = request.headers.get('content-type');
  if (header === null) return;
  const mediaType = (header.split(';')[0] ?? '').trim().toLowerCase();
  const accepted = IDENTITY_PROVIDER_POSTS[operationId] ?? MEDIA_TYPES[operation.bodyEncoding ?? 'json'];
  if (!accepted.includes(mediaType)) {
    throw badRequest(`expected content type "${accepted[0]}", got "${mediaType}"`);
  }
}

/**
 * A change made with a session cookie must come from the console's own origin. Browsers say where a request
 * comes from in `Sec-Fetch-Site`; a page on another site, or on a sibling of ours (another port, another
 * subdomain), gets 403. Requests without the header (not from a browser) and bearer-token calls (whose token
 * no other page can attach) are not affected.
 */
function checkCrossSite(request: GuardedRequest, operationId: string) {
  if (SAFE_METHODS.has(request.method.toUpperCase()) || operationId in IDENTITY_PROVIDER_POSTS) return;
  refuseForeignCookie(request);
}

function refuseForeignCookie(request: GuardedRequest) {
  const site = request.headers.get('sec-fetch-site');
  if (site === null || !FOREIGN_SITES.has(site.toLowerCase())) return;
  if (request.headers.get('authorization') !== null || sessionToken(request.headers) === undefined) return;
  throw new PlatformError(403, 'Forbidden', `a session cookie is not accepted on a ${site} request`);
}

/**
 * A websocket acts for the user (a serial console types into an instance), and browsers let any page open
 * one to any site with the user's cookies, so another site's page may not open one, although the handshake
 * is a GET. A browser always names the page's origin in `Origin` on a websocket handshake: it must be one of
 * `ownOrigins` (the platform's own); a missing `Sec-Fetch-Site` proves nothing. A handshake without `Origin`
 * comes from a program, not a page (the CLI), and carries its own credentials.
 */
export function admitUpgrade(request: GuardedRequest, ownOrigins: readonly string[]) {
  refuseForeignCookie(request);
  const origin = request.headers.get('origin');
  if (origin !== null && !ownOrigins.includes(origin.toLowerCase())) {
    throw new PlatformError(403, 'Forbidden', `a websocket is not accepted from the origin ${origin}`);
  }
}

/**
 * What can be refused from the request line and headers alone, before authentication and before any of the
 * body is read: a cross-site change, a body of the wrong media type, a body announced larger than `limit`.
 */
export function admitRequest(
  request: GuardedRequest,
  operationId: string,
  operation: contract.Operation,
  limit: number,
) {
  checkCrossSite(request, operationId);
  if (request.body === undefined || limit === 0) return;
  checkContentType(request, operationId, operation);
  if ((request.body.declaredLength ?? 0) > limit) throw payloadTooLarge(limit);
}
