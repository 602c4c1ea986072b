import {
  type ProbeRow,
  probeInfo,
  probeInterface,
  projectProbes,
  visibleProbes,
} from '../model/compute/probes';
import { requireFleet } from '../model/core/authz';
import { invalidRequest } from '../model/core/errors';
import { paginate } from '../model/core/paginate';
import { ensureUniqueName, findByNameOrId } from '../model/core/select';
import { findProject } from '../model/identity/projects';
import { findSled } from '../model/system/hardware-lookup';
import { allocateExternalIp, poolSelectorOf, releaseExternalIp } from '../model/vpc/external-ips';
import { newId } from '../store/ids';
import type { Handlers } from './types';

export const probeHandlers: Handlers = {
  probe_list: ({ db, actor, query }) => {
    const who = requireFleet(db, actor, 'viewer');
    const probes = query.project
      ? projectProbes(db, findProject(db, who, query.project).id)
      : visibleProbes(db, who);
    return paginate(probes.map(probeInfo), query, 'name_ascending');
  },

  probe_create: ({ db, actor, query, body, now }) => {
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
  },

  probe_view: ({ db, actor, path, query }) => {
    const who = requireFleet(db, actor, 'viewer');
    const project = findProject(db, who, query.project);
    return probeInfo(findByNameOrId(projectProbes(db, project.id), 'probe', path.probe));
  },

  probe_delete: ({ db, actor, path, query }) => {
    const who = requireFleet(db, actor, 'admin');
    const project = findProject(db, who, query.project);
    const probe = findByNameOrId(projectProbes(db, project.id), 'probe', path.probe);
    for (const external of probe.external_ips) releaseExternalIp(db, external.ip);
    db.table('probes').delete(probe.id);
  },
};
