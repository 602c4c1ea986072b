import type * as contract from '@rackconsole/sdk/contract';
import { JSON_BODY_MAX_BYTES } from '@rackconsole/validators';
import { PlatformError } from '../model/services';

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * The most a request body may carry, by kind of operation. JSON and form bodies are small: 1 MiB leaves room
 * for the largest the API takes (a whole firewall rule set, a SAML identity provider's descriptor). A disk
 * bulk write carries a base64 chunk: the console and the CLI send 512 KiB of disk (683 KiB encoded), and the
 * limit admits chunks up to 3 MiB. Repository archives are large; the mock holds one in memory to hash it.
 */
export const BODY_LIMITS = {
  json: JSON_BODY_MAX_BYTES,
  bulkWrite: 4 * MIB,
  repositoryUpload: 1024 * MIB,
} as const;

/** Operations allowed more than the JSON limit; every other body (a SAML post included) is small. */
const LARGE_BODIES: Record<string, number> = {
  disk_bulk_write_import: BODY_LIMITS.bulkWrite,
  system_update_repository_upload: BODY_LIMITS.repositoryUpload,
};

/** The body limit of an operation; operations without a body read none. */
export function bodyLimitOf(operationId: string, operation: contract.Operation): number {
  if (!operation.body && operation.bodyEncoding !== 'binary') return 0;
  return LARGE_BODIES[operationId] ?? BODY_LIMITS.json;
}

/**
 * A request body not read yet. The dispatcher reads it only once the request has been routed, checked and
 * authenticated, with its operation's limit, so a body nobody will use never takes memory.
 */
export interface PendingBody {
  /** The size the client announced (`Content-Length`), if it announced one. */
  readonly declaredLength: number | undefined;
  /** The whole body; refuses with 413 as soon as it passes `limit` bytes, without keeping the rest. */
  read(limit: number): Promise<Uint8Array>;
}

/** 413 with the platform's error body. */
export const payloadTooLarge = (limit: number) =>
  new PlatformError(413, 'PayloadTooLarge', `request body exceeded maximum size of ${limit} bytes`);

/** A `Content-Length` value as a number of bytes; undefined when absent or not a plain decimal count. */
export function declaredLengthOf(value: string | null | undefined): number | undefined {
  return value != null && /^\d+$/.test(value) ? Number(value) : undefined;
}
