import { newId } from '../../store/ids';
import { type ProbeRow, probeInfo, probeInterface, projectProbes, visibleProbes } from '../compute/probes';
import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest } from '../core/errors';
import { paginate } from '../core/paginate';
import { ensureUniqueName, findByNameOrId } from '../core/select';
import { findProject } from '../identity/projects';
import { findSled } from '../system/hardware-lookup';
import { allocateExternalIp, poolSelectorOf, releaseExternalIp } from '../vpc/external-ips';

export const probeList: Operation<'probe_list'> = ({ db, actor, query }) => {
  const who = requireFleet(db, actor, 'viewer');
  const probes = query.project
    ? projectProbes(db, findProject(db, who, query.project).id)
    : visibleProbes(db, who);
  return paginate(probes.map(probeInfo), query, 'name_ascending');
};

export const probeCreate: Operation<'probe_create'> = ({ db, actor, query, body, now }) => {
  const who = requireFleet(db, actor, 'admin');
  const project = findProject(db, who, query.project);
  const sled = findSled(db, body.sled);
  if (sled.policy.kind !== 'in_service' || sled.state !== 'active') {
    throw invalidRequest(`sled ${sled.id} is not in service`);
  }
  ensureUniqueName(projectProbes(db, project.id), 'probe', body.name);
  const id = newId();
  const external = allocateExternalIp(db, project.silo_id, poolSelectorOf(body.pool_selector), 'ephemeral');
  const time = now.toISOString();
  const probe: ProbeRow = {
    id,
    name: body.name,
    description: body.description,
    sled: sled.id,
    project_id: project.id,
    time_created: time,
    time_modified: time,
    interface: probeInterface(db, id, project.id),
    external_ips: [{ ip: external.ip, kind: 'ephemeral', first_port: 0, last_port: 65535 }],
  };
  db.table('probes').set(id, probe);
  return probe;
};

export const probeView: Operation<'probe_view'> = ({ db, actor, path, query }) => {
  const who = requireFleet(db, actor, 'viewer');
  const project = findProject(db, who, query.project);
  return probeInfo(findByNameOrId(projectProbes(db, project.id), 'probe', path.probe));
};

export const probeDelete: Operation<'probe_delete'> = ({ db, actor, path, query }) => {
  const who = requireFleet(db, actor, 'admin');
  const project = findProject(db, who, query.project);
  const probe = findByNameOrId(projectProbes(db, project.id), 'probe', path.probe);
  for (const external of probe.external_ips) releaseExternalIp(db, external.ip);
  db.table('probes').delete(probe.id);
};
