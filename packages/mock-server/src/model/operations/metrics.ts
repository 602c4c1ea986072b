import { advanceInstances } from '../compute/compute-lifecycle';
import { requireFleet, requireSilo } from '../core/authz';
import type { Operation } from '../core/context';
import { findProject } from '../identity/projects';
import { provisioned } from '../identity/quotas';
import { currentValue, measurements, projectProvisioned } from '../metrics/measurements';
import { findSilo } from '../vpc/external-ips';

export const siloMetric: Operation<'silo_metric'> = ({ db, actor, path, query, now, settings }) => {
  advanceInstances(db, now, settings);
  if (query.project) {
    const project = findProject(db, actor, query.project);
    const current = currentValue(projectProvisioned(db, project.id), path.metric_name);
    return measurements(query, path.metric_name, project.id, current, now);
  }
  const who = requireSilo(db, actor, 'viewer');
  const current = currentValue(provisioned(db, who.siloId), path.metric_name);
  return measurements(query, path.metric_name, who.siloId, current, now);
};

export const systemMetric: Operation<'system_metric'> = ({ db, actor, path, query, now, settings }) => {
  requireFleet(db, actor, 'viewer');
  advanceInstances(db, now, settings);
  const silo = query.silo ? findSilo(db, query.silo) : undefined;
  const current = currentValue(provisioned(db, silo?.id), path.metric_name);
  return measurements(query, path.metric_name, silo?.id ?? 'fleet', current, now);
};
