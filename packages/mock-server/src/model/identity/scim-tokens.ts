import type { Db } from '../../store/db';
import type { Tables } from '../../store/tables';
import { notFound } from '../core/errors';

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
