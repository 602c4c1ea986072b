import type * as contract from '@rackconsole/sdk/contract';
import { notFound } from '../runtime/errors';
import type { Handlers } from '../runtime/types';
import type { Db, Tables } from '../store/db';
import { newId, randomBytes } from '../store/ids';
import { findSilo, inSilo, requireSiloOrFleet } from './silo-access';
import type { Wire } from './tables';

declare module '../store/db' {
  interface Tables {
    /** SCIM client tokens; only a SHA-256 of the secret is kept, the secret itself is shown once. */
    scimTokens: Wire<typeof contract.ScimClientBearerToken> & { silo_id: string; token_sha256: string };
  }
}

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The SHA-256 of a secret, hex-encoded (Web Crypto, so the same in Node and the browser). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return hex(new Uint8Array(digest));
}

/** A token as listed: never its secret, nor the hash of it. */
const view = ({ id, time_created, time_expires }: Tables['scimTokens']) => ({
  id,
  time_created,
  time_expires,
});

function findToken(db: Db, siloId: string, tokenId: string) {
  const token = db.table('scimTokens').get(tokenId);
  if (!token || token.silo_id !== siloId) throw notFound('scim-client-bearer-token', 'id', tokenId);
  return token;
}

export const scimTokenHandlers: Handlers = {
  scim_token_list: ({ db, actor, query }) => {
    const silo = findSilo(db, query.silo);
    requireSiloOrFleet(db, actor, silo.id, 'viewer');
    return inSilo(db.table('scimTokens').values(), silo.id)
      .sort((a, b) => a.time_created.localeCompare(b.time_created) || a.id.localeCompare(b.id))
      .map(view);
  },

  // The platform issues SCIM tokens for any silo; only a saml_scim silo has a SCIM client to use them.
  scim_token_create: async ({ db, actor, query, now }) => {
    const silo = findSilo(db, query.silo);
    requireSiloOrFleet(db, actor, silo.id, 'admin');
    const bearerToken = hex(randomBytes(20));
    const token = {
      id: newId(),
      silo_id: silo.id,
      time_created: now.toISOString(),
      time_expires: null,
      token_sha256: await sha256Hex(bearerToken),
    };
    db.table('scimTokens').set(token.id, token);
    return { ...view(token), bearer_token: bearerToken };
  },

  scim_token_view: ({ db, actor, path, query }) => {
    const silo = findSilo(db, query.silo);
    requireSiloOrFleet(db, actor, silo.id, 'viewer');
    return view(findToken(db, silo.id, path.token_id));
  },

  scim_token_delete: ({ db, actor, path, query }) => {
    const silo = findSilo(db, query.silo);
    requireSiloOrFleet(db, actor, silo.id, 'admin');
    db.table('scimTokens').delete(findToken(db, silo.id, path.token_id).id);
  },
};
