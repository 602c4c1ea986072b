import type { Handlers } from '../runtime/types';
import type { Db } from '../store/db';

/**
 * Gives a new project the default VPC the platform creates with it: its subnet, system router and default
 * firewall rules. (Filled in by the networking handlers.)
 */
export function createDefaultVpc(_db: Db, _projectId: string, _now: Date): void {}

export const vpcHandlers: Handlers = {};
