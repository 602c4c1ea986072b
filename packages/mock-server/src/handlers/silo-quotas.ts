import { requireFleet, signedIn } from '../model/core/authz';
import { invalidRequest } from '../model/core/errors';
import { paginate } from '../model/core/paginate';
import { provisioned } from '../model/identity/quotas';
import { findSilo } from '../model/identity/silo-access';
import { counts, siloQuotasOf, utilizationOf } from '../model/identity/silo-quotas';
import type { Handlers } from './types';

export const siloQuotaHandlers: Handlers = {
  silo_quotas_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer');
    return siloQuotasOf(db, findSilo(db, path.silo).id);
  },

  // As on the platform, quotas may drop below what the silo already uses: only new provisioning is refused.
  silo_quotas_update: ({ db, actor, path, body }) => {
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
  },

  system_quotas_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer');
    const rows = [...db.table('silos').values()].map((silo) => ({
      ...siloQuotasOf(db, silo.id),
      id: silo.id,
    }));
    return paginate(rows, query, 'id_ascending');
  },

  silo_utilization_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer');
    return paginate(
      [...db.table('silos').values()].map((silo) => utilizationOf(db, silo)),
      query,
    );
  },

  silo_utilization_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer');
    return utilizationOf(db, findSilo(db, path.silo));
  },

  utilization_view: ({ db, actor }) => {
    const who = signedIn(actor);
    return { capacity: counts(siloQuotasOf(db, who.siloId)), provisioned: provisioned(db, who.siloId) };
  },
};
