import type { Db } from '../../store/db';
import { newId } from '../../store/ids';
import type { Tables } from '../../store/tables';
import { PlatformError } from '../core/errors';

export type SledRow = Tables['sleds'];

/** The instances whose VMM runs on a sled. */
const instancesOnSled = (db: Db, sledId: string): Tables['instances'][] =>
  [...db.table('instances').values()].filter((instance) => instance.sled_id === sledId);

/** Fixed ids of the seeded hardware, so that snapshots, docs and other areas' seeds can name them. */
export const hardwareId = (prefix: string, n: number) =>
  `${prefix}-7a3c-4f0e-9b2d-${n.toString(16).padStart(12, '0')}`;

export const RACK_IDS = [hardwareId('7ac40000', 1), hardwareId('7ac40000', 2)] as const;

/** Every seeded sled, by cubby (0–15) in the first rack. */
export const SLED_IDS = Array.from({ length: 16 }, (_, cubby) => hardwareId('51ed0000', cubby + 1));

/** The cubby of the seeded sled operators marked non-provisionable, and of the one they expunged. */
export const NON_PROVISIONABLE_CUBBY = 13;

export const EXPUNGED_CUBBY = 15;

/** The seeded sleds instances may run on (in service and provisionable), for placing seeded instances. */
export const SEED_SLED_IDS = SLED_IDS.filter(
  (_, cubby) => cubby !== NON_PROVISIONABLE_CUBBY && cubby !== EXPUNGED_CUBBY,
);

export const physicalDiskId = (cubby: number, slot: number) =>
  hardwareId('d15c0000', (cubby + 1) * 256 + slot);

export const isProvisionable = (sled: SledRow) =>
  sled.state === 'active' &&
  sled.policy.kind === 'in_service' &&
  sled.policy.provision_policy === 'provisionable';

/**
 * A provisionable sled for a new instance: the one running the fewest instances (then the lowest cubby), so
 * new instances spread over the rack. 507 when no sled can take one, as the platform answers.
 */
export function pickSled(db: Db): string {
  const candidates = [...db.table('sleds').values()]
    .filter(isProvisionable)
    .map((sled) => ({ sled, load: instancesOnSled(db, sled.id).length }))
    .sort((a, b) => a.load - b.load || a.sled.cubby - b.sled.cubby);
  const chosen = candidates[0];
  if (!chosen) {
    throw new PlatformError(
      507,
      'InsufficientCapacity',
      'Insufficient capacity: No sleds can fit the requested instance',
    );
  }
  return chosen.sled.id;
}

/** How the platform words a sled policy in its refusals. */
export const policyText = (policy: SledRow['policy']) =>
  policy.kind === 'expunged'
    ? 'expunged'
    : policy.provision_policy === 'provisionable'
      ? 'in service'
      : 'not provisionable';

/** A sled instance row: the instance as the operator sees it, with its project and silo by name. */
export function sledInstances(db: Db, sledId: string) {
  return instancesOnSled(db, sledId).map((instance) => {
    const project = db.table('projects').get(instance.project_id);
    const silo = project && db.table('silos').get(project.silo_id);
    return {
      id: instance.id,
      name: instance.name,
      active_sled_id: sledId,
      migration_id: null,
      ncpus: instance.ncpus,
      memory: instance.memory,
      state: instance.run_state,
      project_name: project?.name ?? 'unknown',
      silo_name: silo?.name ?? 'unknown',
      time_created: instance.time_created,
      time_modified: instance.time_modified,
    };
  });
}

/** The disk an adoption request names, by its manufacturer identity. */
export const sameDisk = (
  a: { vendor: string; model: string; serial: string },
  b: { vendor: string; model: string; serial: string },
) => a.vendor === b.vendor && a.model === b.model && a.serial === b.serial;

/**
 * Adoption finishes in the background on the platform: a requested disk that its sled reports becomes a
 * physical disk in service once a transition has passed. Readers call this lazily.
 */
export function advanceAdoptions(db: Db, now: Date, transitionMs: number) {
  for (const request of db.table('physicalDiskAdoptionRequests').values()) {
    if (now.getTime() - Date.parse(request.time_created) < transitionMs) continue;
    const unadopted = [...db.table('unadoptedPhysicalDisks').values()].find((disk) =>
      sameDisk(disk.disk_id, request.disk_id),
    );
    if (!unadopted) continue;
    db.table('unadoptedPhysicalDisks').delete(unadopted.id);
    const time = now.toISOString();
    const disk = {
      id: newId(),
      ...unadopted.disk_id,
      form_factor: unadopted.variant,
      policy: { kind: 'in_service' as const },
      state: 'active' as const,
      sled_id: unadopted.sled_id,
      slot: unadopted.slot,
      time_created: time,
      time_modified: time,
    };
    db.table('physicalDisks').set(disk.id, disk);
  }
}
