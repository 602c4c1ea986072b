import { requireFleet, signedIn } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest } from '../core/errors';
import { paginate } from '../core/paginate';
import { provisioned } from '../identity/quotas';
import { findSilo } from '../identity/silo-access';
import { counts, siloQuotasOf, utilizationOf } from '../identity/silo-quotas';

export const siloQuotasView: Operation<'silo_quotas_view'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'viewer');
  return siloQuotasOf(db, findSilo(db, path.silo).id);
};

// As on the platform, quotas may drop below what the silo already uses: only new provisioning is refused.
export const siloQuotasUpdate: Operation<'silo_quotas_update'> = ({ db, actor, path, body }) => {
  requireFleet(db, actor, 'admin');
  const silo = findSilo(db, path.silo);
  if (body.cpus != null && body.cpus < 0) {
    throw invalidRequest('Cannot update silo quota: CPU quota must not be negative');
  }
  const current = siloQuotasOf(db, silo.id);
  const quotas = {
    silo_id: silo.id,
    cpus: body.cpus ?? current.cpus,
    memory: body.memory ?? current.memory,
    storage: body.storage ?? current.storage,
  };
  db.table('siloQuotas').set(silo.id, quotas);
  return quotas;
};

export const systemQuotasList: Operation<'system_quotas_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  const rows = [...db.table('silos').values()].map((silo) => ({
    ...siloQuotasOf(db, silo.id),
    id: silo.id,
  }));
  return paginate(rows, query, 'id_ascending');
};

export const siloUtilizationList: Operation<'silo_utilization_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  return paginate(
    [...db.table('silos').values()].map((silo) => utilizationOf(db, silo)),
    query,
  );
};

export const siloUtilizationView: Operation<'silo_utilization_view'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'viewer');
  return utilizationOf(db, findSilo(db, path.silo));
};

export const utilizationView: Operation<'utilization_view'> = ({ db, actor }) => {
  const who = signedIn(actor);
  return { capacity: counts(siloQuotasOf(db, who.siloId)), provisioned: provisioned(db, who.siloId) };
};
