import { newId } from '../../store/ids';
import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { alreadyExists, invalidRequest } from '../core/errors';
import { pageOf, paginate } from '../core/paginate';
import { ensureUniqueName } from '../core/select';
import { replaceSiloPolicy, siloPolicyOf } from '../identity/policies';
import { findSilo, inSilo } from '../identity/silo-access';
import { deleteSiloContents, mappedFleetRoles, type SiloRow } from '../identity/silos';
import { insertCertificate, validateCertificate } from '../system/certificates';
import { siloPools } from '../vpc/external-ips';

// The platform lists only discoverable silos; the others are reached by name or id.
export const siloList: Operation<'silo_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  return pageOf(db.table('silos'), undefined, query, { accept: (silo) => silo.discoverable });
};

export const siloCreate: Operation<'silo_create'> = ({ db, actor, body, now }) => {
  requireFleet(db, actor, 'admin');
  // Every check comes before the first write, so a refused silo leaves nothing behind.
  ensureUniqueName(db.table('silos').values(), 'silo', body.name);
  const mapped = mappedFleetRoles(body.mapped_fleet_roles);
  if (body.quotas.cpus < 0) throw invalidRequest('Cannot create silo quota: CPU quota must not be negative');
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
};

export const siloView: Operation<'silo_view'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'viewer');
  return findSilo(db, path.silo);
};

export const siloDelete: Operation<'silo_delete'> = ({ db, actor, path }) => {
  const who = requireFleet(db, actor, 'admin');
  const silo = findSilo(db, path.silo);
  // Deleting the caller's own silo would delete the caller mid-request and lock the console out.
  if (silo.id === who.siloId) throw invalidRequest('cannot delete the silo you are signed in to');
  if (inSilo(db.table('projects').values(), silo.id).length > 0) {
    throw invalidRequest('silo to be deleted contains a project');
  }
  deleteSiloContents(db, silo.id);
};

export const siloIpPoolList: Operation<'silo_ip_pool_list'> = ({ db, actor, path, query }) => {
  requireFleet(db, actor, 'viewer');
  return paginate(siloPools(db, findSilo(db, path.silo).id), query);
};

export const siloPolicyView: Operation<'silo_policy_view'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'viewer');
  return siloPolicyOf(db, findSilo(db, path.silo).id);
};

export const siloPolicyUpdate: Operation<'silo_policy_update'> = ({ db, actor, path, body }) => {
  requireFleet(db, actor, 'admin');
  return replaceSiloPolicy(db, findSilo(db, path.silo).id, body.role_assignments);
};
