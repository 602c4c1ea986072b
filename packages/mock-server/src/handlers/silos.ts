import { alreadyExists, badRequest, invalidRequest } from '../runtime/errors';
import type { Handlers } from '../runtime/types';
import type { Db, Tables } from '../store/db';
import { newId } from '../store/ids';
import { requireFleet } from './authz';
import { insertCertificate, validateCertificate } from './certificates';
import { deleteSiloIdentityProviders } from './identity-providers';
import { pageOf, paginate } from './paginate';
import { replaceSiloPolicy, siloPolicyOf } from './policies';
import { ensureUniqueName } from './select';
import { findSilo, inSilo } from './silo-access';
import { siloQuotaHandlers } from './silo-quotas';
import { siloPools } from './system-ip-pools';
import { deleteSiloGroup, deleteSiloUser } from './users-groups';

type SiloRow = Tables['silos'];

const SILO_ROLES = ['admin', 'collaborator', 'limited_collaborator', 'viewer'];

/**
 * The platform keys `mapped_fleet_roles` by silo role and treats each list as a set; any other key fails to
 * parse, in the words of its JSON parser.
 */
function mappedFleetRoles(mapping: SiloRow['mapped_fleet_roles']): SiloRow['mapped_fleet_roles'] {
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
function deleteSiloContents(db: Db, siloId: string) {
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

export const siloHandlers: Handlers = {
  ...siloQuotaHandlers,

  // The platform lists only discoverable silos; the others are reached by name or id.
  silo_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer');
    return pageOf(db.table('silos'), undefined, query, { accept: (silo) => silo.discoverable });
  },

  silo_create: ({ db, actor, body, now }) => {
    requireFleet(db, actor, 'admin');
    // Every check comes before the first write, so a refused silo leaves nothing behind.
    ensureUniqueName(db.table('silos').values(), 'silo', body.name);
    const mapped = mappedFleetRoles(body.mapped_fleet_roles);
    if (body.quotas.cpus < 0)
      throw invalidRequest('Cannot create silo quota: CPU quota must not be negative');
    const certificateNames = new Set<string>();
    for (const certificate of body.tls_certificates) {
      validateCertificate(certificate);
      if (certificateNames.has(certificate.name)) throw alreadyExists('certificate', certificate.name);
      certificateNames.add(certificate.name);
    }

    const time = now.toISOString();
    const silo: SiloRow = {
      id: newId(),
      name: body.name,
      description: body.description,
      discoverable: body.discoverable,
      identity_mode: body.identity_mode,
      admin_group_name: body.admin_group_name ?? null,
      mapped_fleet_roles: mapped,
      time_created: time,
      time_modified: time,
    };
    db.table('silos').set(silo.id, silo);
    db.table('siloQuotas').set(silo.id, { silo_id: silo.id, ...body.quotas });
    db.table('siloPolicies').set(silo.id, { id: silo.id, role_assignments: [] });
    if (body.admin_group_name) {
      const group = {
        id: newId(),
        display_name: body.admin_group_name,
        silo_id: silo.id,
        time_created: time,
        time_modified: time,
      };
      db.table('groups').set(group.id, group);
      replaceSiloPolicy(db, silo.id, [
        { identity_id: group.id, identity_type: 'silo_group', role_name: 'admin' },
      ]);
    }
    for (const certificate of body.tls_certificates) insertCertificate(db, silo.id, certificate, now);
    return silo;
  },

  silo_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer');
    return findSilo(db, path.silo);
  },

  silo_delete: ({ db, actor, path }) => {
    const who = requireFleet(db, actor, 'admin');
    const silo = findSilo(db, path.silo);
    // Deleting the caller's own silo would delete the caller mid-request and lock the console out.
    if (silo.id === who.siloId) throw invalidRequest('cannot delete the silo you are signed in to');
    if (inSilo(db.table('projects').values(), silo.id).length > 0) {
      throw invalidRequest('silo to be deleted contains a project');
    }
    deleteSiloContents(db, silo.id);
  },

  silo_ip_pool_list: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer');
    return paginate(siloPools(db, findSilo(db, path.silo).id), query);
  },

  silo_policy_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer');
    return siloPolicyOf(db, findSilo(db, path.silo).id);
  },

  silo_policy_update: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin');
    return replaceSiloPolicy(db, findSilo(db, path.silo).id, body.role_assignments);
  },
};
