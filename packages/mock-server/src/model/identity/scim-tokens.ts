import type * as contract from '@rackconsole/sdk/contract';
import type { Db, Tables } from '../../store/db';
import { notFound } from '../core/errors';
import type { Wire } from '../core/tables';

declare module '../../store/db' {
  interface Tables {
    /** SCIM client tokens; only a SHA-256 of the secret is kept, the secret itself is shown once. */
    scimTokens: Wire<typeof contract.ScimClientBearerToken> & { silo_id: string; token_sha256: string };
  }
}

export const hex = (bytes: Uint8Array) =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The SHA-256 of a secret, hex-encoded (Web Crypto, so the same in Node and the browser). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return hex(new Uint8Array(digest));
}

/** A token as listed: never its secret, nor the hash of it. */
export const view = ({ id, time_created, time_expires }: Tables['scimTokens']) => ({
  id,
  time_created,
  time_expires,
});

export function findToken(db: Db, siloId: string, tokenId: string) {
  const token = db.table('scimTokens').get(tokenId);
  if (!token || token.silo_id !== siloId) throw notFound('scim-client-bearer-token', 'id', tokenId);
  return token;
}
