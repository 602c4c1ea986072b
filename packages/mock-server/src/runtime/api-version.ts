import * as contract from '@rackconsole/sdk/contract';
import type { z } from 'zod';
import { type HeaderReader, PlatformError } from '../model/services';
import { createRouter } from './router';

/** The request header a client names its API version in, and the answer header the server names its own in. */
export const API_VERSION_HEADER = 'api-version';

/** A byte the platform does not take as text in a header value: anything but tab and visible ASCII. */
const NOT_ASCII = /[^\t\x20-\x7e]/;

/**
 * A header value as the platform quotes it in an error (the `http` crate's debug form): quoted, with `"` escaped
 * and every other byte that is not text as `\x` and its hex. Both runtimes hand header values over one
 * character per byte.
 */
const headerValueDebug = (value: string) =>
  `"${[...value]
    .map((char) => {
      if (char === '"') return '\\"';
      return NOT_ASCII.test(char) ? `\\x${(char.codePointAt(0) ?? 0).toString(16)}` : char;
    })
    .join('')}"`;

/**
 * The version a request speaks, by the platform's rules: none named is the newest; a value that is not a
 * semantic version, or one newer than the server's, is refused with a 400 (worded as the platform words it).
 */
export function requestedApiVersion(headers: HeaderReader): string {
  const named = headers.get(API_VERSION_HEADER);
  if (named === null) return contract.API_VERSION;
  if (NOT_ASCII.test(named))
    throw new PlatformError(
      400,
      undefined,
      `bad value for header "${API_VERSION_HEADER}": not ASCII: ${headerValueDebug(named)}`,
    );
  const problem = contract.apiVersionSyntaxError(named);
  if (problem !== undefined)
    throw new PlatformError(
      400,
      undefined,
      `bad value for header "${API_VERSION_HEADER}": ${problem}: ${named}`,
    );
  if (contract.compareApiVersions(named, contract.API_VERSION) > 0)
    throw new PlatformError(400, undefined, `server does not support this API version: ${named}`);
  return named;
}

/**
 * The listed version whose operations and paths a requested version has: the newest listed one not newer than
 * it (any version between two listed ones serves what the older of them serves).
 */
const epochOf = (version: string) =>
  [...contract.API_VERSIONS]
    .reverse()
    .find((entry) => contract.compareApiVersions(version, entry.version) >= 0)?.version ??
  contract.OLDEST_API_VERSION;

/** One router per listed version, each over the operations that version serves, at the paths it has them. */
export function createVersionedRouter() {
  const routers = new Map(
    contract.API_VERSIONS.map(({ version }) => [
      version,
      createRouter(contract.operationsAt(contract.operations, version)),
    ]),
  );
  return {
    /** The operation a request names at its version; an operation the version lacks is an unknown route. */
    match(version: string, method: string, pathname: string) {
      const router = routers.get(epochOf(version)) as ReturnType<typeof createRouter>;
      return router.match(method, pathname);
    },
  };
}

/** A request body an older client sent, in the newest version's shape (what the model and validation take). */
export const requestValueFrom = (schema: z.ZodType, value: unknown, version: string) =>
  contract.valueFrom(schema, value, version);

/** An answer's JSON text, written for the newest version, in the shapes of the version the client speaks. */
export function answerTextAt(schema: z.ZodType, text: string | undefined, version: string) {
  if (text === undefined || !contract.hasVersionedShapes(schema)) return text;
  if (contract.compareApiVersions(version, contract.API_VERSION) >= 0) return text;
  return JSON.stringify(contract.valueAt(schema, JSON.parse(text), version));
}
