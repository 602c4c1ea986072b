import type { Db } from '../../store/db';
import type { Tables } from '../../store/tables';
import { provisioned } from './quotas';

export type SiloRow = Tables['silos'];

/** A silo's quotas; a silo seeded without any (the minimal seed) may provision nothing by its figures. */
export const siloQuotasOf = (db: Db, siloId: string): Tables['siloQuotas'] =>
  db.table('siloQuotas').get(siloId) ?? { silo_id: siloId, cpus: 0, memory: 0, storage: 0 };

export const counts = ({ cpus, memory, storage }: Tables['siloQuotas']) => ({ cpus, memory, storage });

/**
 * What a silo may use (its quotas, "allocated" to it from the fleet) beside what it uses now, from the same
 * sums that quota checks use, so the two pages always agree.
 */
export const utilizationOf = (db: Db, silo: SiloRow) => ({
  id: silo.id,
  name: silo.name,
  silo_id: silo.id,
  silo_name: silo.name,
  allocated: counts(siloQuotasOf(db, silo.id)),
  provisioned: provisioned(db, silo.id),
});
