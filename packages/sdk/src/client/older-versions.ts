import { API_VERSION, compareApiVersions, OLDEST_API_VERSION } from '../contract/version.js';
import { checkSpokenVersion, operationPathAt } from './api-version.js';
import type { ApiResult } from './result.js';
import type { CallParams, ClientOptions, HttpMethod, VersionPolicy } from './transport.js';

/** The version a client speaks on its next call: the one asked for, an older server's, or the SDK's own. */
function spokenVersionOf(options: ClientOptions): () => string {
  if (options.apiVersion) {
    const fixed = checkSpokenVersion(options.apiVersion);
    return () => fixed;
  }
  return () => {
    const server = options.adaptToOlderServer ? options.serverVersion?.current : undefined;
    return server &&
      compareApiVersions(server, API_VERSION) < 0 &&
      compareApiVersions(server, OLDEST_API_VERSION) >= 0
      ? server
      : API_VERSION;
  };
}

/** The platform's refusal of a version newer than its own (dropshot's wording). */
const UNSUPPORTED_VERSION = 'server does not support this API version';

/**
 * Speaking platform API versions older than the SDK's, for `createApi`'s `versions` option: the version of
 * `apiVersion`, or with `adaptToOlderServer` the one an older server names (a call it refused for naming a newer
 * version is sent again, once, in its version), each call at the path its version has. A plug-in rather than
 * built in, so that a script speaking the SDK's own version does not bundle it (about 420 B gzip).
 */
export const olderVersions: VersionPolicy = (send, options) => {
  const speaking = spokenVersionOf(options);
  return async <Data>(
    method: HttpMethod,
    path: string,
    params: CallParams = {},
  ): Promise<ApiResult<Data>> => {
    const route = { method, path, movedFrom: params.movedFrom };
    const sendIn = (version: string) => send<Data>(method, operationPathAt(route, version), params, version);
    const version = speaking();
    const result = await sendIn(version);
    // A server older than the version spoken refuses before doing anything, so the call is safe to send again.
    const refused =
      result.type === 'error' &&
      result.statusCode === 400 &&
      String(result.data.message).startsWith(UNSUPPORTED_VERSION);
    return refused && speaking() !== version ? sendIn(speaking()) : result;
  };
};
