import { advanceInstances } from '../model/compute/compute-lifecycle';
import { requireFleet, requireSilo } from '../model/core/authz';
import { findProject } from '../model/identity/projects';
import { provisioned } from '../model/identity/quotas';
import { currentValue, measurements, projectProvisioned } from '../model/metrics';
import { findSilo } from '../model/vpc/external-ips';
import type { Handlers } from './types';
export const metricHandlers: Handlers = {
  silo_metric: ({ db, actor, path, query, now, settings }) => {
    advanceInstances(db, now, settings);
    if (query.project) {
      const project = findProject(db, actor, query.project);
      const current = currentValue(projectProvisioned(db, project.id), path.metric_name);
      return measurements(query, path.metric_name, project.id, current, now);
    }
    const who = requireSilo(db, actor, 'viewer');
    const current = currentValue(provisioned(db, who.siloId), path.metric_name);
    return measurements(query, path.metric_name, who.siloId, current, now);
  },

  system_metric: ({ db, actor, path, query, now, settings }) => {
    requireFleet(db, actor, 'viewer');
    advanceInstances(db, now, settings);
    const silo = query.silo ? findSilo(db, query.silo) : undefined;
    const current = currentValue(provisioned(db, silo?.id), path.metric_name);
    return measurements(query, path.metric_name, silo?.id ?? 'fleet', current, now);
  },
};
