import { newId, randomBytes } from '../../store/ids';
import type { Operation } from '../core/context';
import { findToken, hex, sha256Hex, view } from '../identity/scim-tokens';
import { findSilo, inSilo, requireSiloOrFleet } from '../identity/silo-access';

export const scimTokenList: Operation<'scim_token_list'> = ({ db, actor, query }) => {
  const silo = findSilo(db, query.silo);
  requireSiloOrFleet(db, actor, silo.id, 'viewer');
  return inSilo(db.table('scimTokens').values(), silo.id)
    .sort((a, b) => a.time_created.localeCompare(b.time_created) || a.id.localeCompare(b.id))
    .map(view);
};

// The platform issues SCIM tokens for any silo; only a saml_scim silo has a SCIM client to use them.
export const scimTokenCreate: Operation<'scim_token_create'> = async ({ db, actor, query, now }) => {
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
};

export const scimTokenView: Operation<'scim_token_view'> = ({ db, actor, path, query }) => {
  const silo = findSilo(db, query.silo);
  requireSiloOrFleet(db, actor, silo.id, 'viewer');
  return view(findToken(db, silo.id, path.token_id));
};

export const scimTokenDelete: Operation<'scim_token_delete'> = ({ db, actor, path, query }) => {
  const silo = findSilo(db, query.silo);
  requireSiloOrFleet(db, actor, silo.id, 'admin');
  db.table('scimTokens').delete(findToken(db, silo.id, path.token_id).id);
};
