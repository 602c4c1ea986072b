import type { Db } from '../../store/db';
import { PlatformError } from '../core/errors';

export interface ResourceCounts {
  cpus: number;
  memory: number;
  storage: number;
}

interface ProvisionedInstance {
  project_id: string;
  ncpus: number;
  memory: number;
  run_state: string;
}
interface ProvisionedDisk {
  project_id: string;
  size: number;
}

/** Instances hold their CPUs and memory until they stop; a stopped instance holds only its disks. */
const HOLDS_COMPUTE = new Set([
  'creating',
  'starting',
  'running',
  'rebooting',
  'migrating',
  'repairing',
  'stopping',
]);

/**
 * What a silo (or the whole fleet, with no silo) has provisioned: CPUs and memory of instances that are not
 * stopped, and the size of every disk. The same sums back utilization pages and quota checks, so they agree.
 */
export function provisioned(db: Db, siloId?: string): ResourceCounts {
  const inSilo = (projectId: string) => !siloId || db.table('projects').get(projectId)?.silo_id === siloId;
  const counts: ResourceCounts = { cpus: 0, memory: 0, storage: 0 };
  for (const row of db.rowsOf('instances') as Iterable<ProvisionedInstance>) {
    if (!inSilo(row.project_id) || !HOLDS_COMPUTE.has(row.run_state)) continue;
    counts.cpus += row.ncpus;
    counts.memory += row.memory;
  }
  for (const row of db.rowsOf('disks') as Iterable<ProvisionedDisk>) {
    if (inSilo(row.project_id)) counts.storage += row.size;
  }
  return counts;
}

/** Refuses a create or start that would take the silo past its quota, as the platform does. */
export function enforceQuota(db: Db, siloId: string, request: Partial<ResourceCounts>) {
  const quota = db.table('siloQuotas').get(siloId);
  if (!quota) return;
  const used = provisioned(db, siloId);
  for (const resource of ['cpus', 'memory', 'storage'] as const) {
    const wanted = request[resource] ?? 0;
    if (wanted > 0 && used[resource] + wanted > quota[resource]) {
      throw new PlatformError(
        507,
        'InsufficientCapacity',
        `Insufficient capacity: ${resource} quota exceeded (requested ${wanted}, ${Math.max(quota[resource] - used[resource], 0)} available of ${quota[resource]})`,
      );
    }
  }
}
