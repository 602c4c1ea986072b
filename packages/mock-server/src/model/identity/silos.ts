import type { Db } from '../../store/db';
import type { Tables } from '../../store/tables';
import { badRequest } from '../core/errors';
import { deleteSiloIdentityProviders } from './identity-providers';
import { inSilo } from './silo-access';
import { deleteSiloGroup, deleteSiloUser } from './users-groups';

export type SiloRow = Tables['silos'];

export const SILO_ROLES = ['admin', 'collaborator', 'limited_collaborator', 'viewer'];

/**
 * The platform keys `mapped_fleet_roles` by silo role and treats each list as a set; any other key fails to
 * parse, in the words of its JSON parser.
 */
export function mappedFleetRoles(mapping: SiloRow['mapped_fleet_roles']): SiloRow['mapped_fleet_roles'] {
  const result: SiloRow['mapped_fleet_roles'] = {};
  for (const [siloRole, fleetRoles] of Object.entries(mapping)) {
    if (!SILO_ROLES.includes(siloRole)) {
      const expected = SILO_ROLES.map((role) => `\`${role}\``).join(', ');
      throw badRequest(
        `unable to parse JSON body: mapped_fleet_roles: unknown variant \`${siloRole}\`, expected one of ${expected}`,
      );
    }
    result[siloRole] = [...new Set(fleetRoles)];
  }
  return result;
}

/** Removes a silo and everything that lives only in it, as the platform does once no project remains. */
export function deleteSiloContents(db: Db, siloId: string) {
  for (const user of inSilo(db.table('users').values(), siloId)) deleteSiloUser(db, user.id);
  for (const group of inSilo(db.table('groups').values(), siloId)) deleteSiloGroup(db, group.id);
  for (const certificate of inSilo(db.table('certificates').values(), siloId)) {
    db.table('certificates').delete(certificate.id);
  }
  deleteSiloIdentityProviders(db, siloId);
  // The pools themselves stay; only their links to this silo go, as on the platform.
  for (const [key, link] of db.table('ipPoolSiloLinks')) {
    if (link.silo_id === siloId) db.table('ipPoolSiloLinks').delete(key);
  }
  db.table('siloPolicies').delete(siloId);
  db.table('siloQuotas').delete(siloId);
  db.table('silos').delete(siloId);
}
