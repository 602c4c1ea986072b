import { invalidRequest } from '../runtime/errors';
import type { Handlers } from '../runtime/types';
import type { Db, Tables } from '../store/db';
import { requireFleet, signedIn } from './authz';
import { paginate } from './paginate';
import { provisioned } from './quotas';
import { findSilo } from './silo-access';

type SiloRow = Tables['silos'];

/** A silo's quotas; a silo seeded without any (the minimal seed) may provision nothing by its figures. */
export const siloQuotasOf = (db: Db, siloId: string): Tables['siloQuotas'] =>
  db.table('siloQuotas').get(siloId) ?? { silo_id: siloId, cpus: 0, memory: 0, storage: 0 };

const counts = ({ cpus, memory, storage }: Tables['siloQuotas']) => ({ cpus, memory, storage });

/**
 * What a silo may use (its quotas, "allocated" to it from the fleet) beside what it uses now, from the same
 * sums that quota checks use, so the two pages always agree.
 */
const utilizationOf = (db: Db, silo: SiloRow) => ({
  id: silo.id,
  name: silo.name,
  silo_id: silo.id,
  silo_name: silo.name,
  allocated: counts(siloQuotasOf(db, silo.id)),
  provisioned: provisioned(db, silo.id),
});

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
