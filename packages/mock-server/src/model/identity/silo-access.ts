import type { Db } from '../../store/db';
import type { Tables } from '../../store/tables';
import { type Role, requireFleet, signedIn, siloRole } from '../core/authz';
import type { Actor } from '../core/context';
import { badRequest } from '../core/errors';
import { findByNameOrId } from '../core/select';

type SiloRow = Tables['silos'];

const STRENGTH: Record<Role, number> = { admin: 0, collaborator: 1, limited_collaborator: 2, viewer: 3 };

/** A silo by name or id, or 404 `not found: silo with name "x"`. */
export const findSilo = (db: Db, selector: string): SiloRow =>
  findByNameOrId(db.table('silos').values(), 'silo', selector);

/**
 * The `silo` a `/v1/system` call names in its query. The platform carries it in the page token of later
 * pages; our tokens do not, so it is required on every page, worded as the platform's parser words it.
 */
export function requiredSilo(db: Db, selector: string | null | undefined): SiloRow {
  if (!selector) throw badRequest('unable to parse query string: missing field `silo`');
  return findSilo(db, selector);
}

/**
 * Refuses with 403 unless the actor holds `minimum` on the fleet, or on the given silo as a member of it.
 * The platform lets a silo's own admins manage its identity providers, local users and SCIM tokens through
 * the `/v1/system` paths, alongside fleet roles.
 */
export function requireSiloOrFleet(
  db: Db,
  actor: Actor | undefined,
  siloId: string,
  minimum: 'admin' | 'viewer',
): Actor {
  const who = signedIn(actor);
  const role = who.siloId === siloId ? siloRole(db, who) : undefined;
  if (role && STRENGTH[role] <= STRENGTH[minimum]) return who;
  return requireFleet(db, who, minimum);
}

/** The rows of a silo-scoped table that belong to one silo. */
export const inSilo = <Row extends { silo_id: string }>(rows: Iterable<Row>, siloId: string): Row[] =>
  [...rows].filter((row) => row.silo_id === siloId);
