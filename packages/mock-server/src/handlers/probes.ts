import type * as contract from '@rackconsole/sdk/contract';
import { invalidRequest } from '../runtime/errors';
import type { Actor, Handlers } from '../runtime/types';
import type { Db, Tables } from '../store/db';
import { newId } from '../store/ids';
import { canSeeProject, requireFleet } from './authz';
import { findSled } from './hardware-lookup';
import { paginate } from './paginate';
import { findProject, siloProjects } from './projects';
import { ensureUniqueName, findByNameOrId } from './select';
import { hash32 } from './synthetic';
import { allocateExternalIp, releaseExternalIp } from './system-ip-pools';
import type { Wire } from './tables';

declare module '../store/db' {
  interface Tables {
    /** A probe with what `probe_view` shows of it: its network interface and external addresses. */
    probes: Wire<typeof contract.Probe> & {
      project_id: string;
      interface: Wire<typeof contract.NetworkInterface>;
      external_ips: Wire<typeof contract.ProbeExternalIp>[];
    };
  }
}

type ProbeRow = Tables['probes'];

/** Probes sit in the platform's instrumentation network, one address each from its first /22. */
const PROBE_SUBNET = '172.30.0.0/22';

const projectProbes = (db: Db, projectId: string) =>
  [...db.table('probes').values()].filter((probe) => probe.project_id === projectId);

const probeInfo = (probe: ProbeRow) => ({
  id: probe.id,
  name: probe.name,
  sled: probe.sled,
  interface: probe.interface,
  external_ips: probe.external_ips,
});

/** The probe's interface: the next free address of the probe subnet, a MAC and VNI fixed by its ids. */
function probeInterface(db: Db, probeId: string, projectId: string): ProbeRow['interface'] {
  const used = new Set(
    [...db.table('probes').values()].map((probe) =>
      probe.interface.ip_config.type === 'v4' ? probe.interface.ip_config.value.ip : '',
    ),
  );
  let host = 5;
  while (used.has(`172.30.${host >> 8}.${host & 0xff}`)) host++;
  if (host > 1022) throw invalidRequest('no free addresses remain in the probe subnet');
  const seed = hash32(probeId);
  const mac = ['A8', '40', '25', 'F0', (seed >>> 8) & 0xff, seed & 0xff]
    .map((part) => (typeof part === 'string' ? part : part.toString(16).toUpperCase().padStart(2, '0')))
    .join(':');
  return {
    id: newId(),
    name: 'net0',
    kind: { type: 'probe', id: probeId },
    ip_config: {
      type: 'v4',
      value: { ip: `172.30.${host >> 8}.${host & 0xff}`, subnet: PROBE_SUBNET, transit_ips: [] },
    },
    mac,
    primary: true,
    slot: 0,
    vni: 0x100000 + (hash32(projectId) % 0xe00000),
  };
}

/** Probes of every project the caller can see in their silo. */
const visibleProbes = (db: Db, who: Actor) => {
  const projects = new Set(
    siloProjects(db, who)
      .filter((project) => canSeeProject(db, who, project.id))
      .map((project) => project.id),
  );
  return [...db.table('probes').values()].filter((probe) => projects.has(probe.project_id));
};

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
    const selector =
      body.pool_selector.type === 'explicit'
        ? { pool: body.pool_selector.pool, ip_version: null }
        : { pool: null, ip_version: body.pool_selector.ip_version ?? null };
    const id = newId();
    const external = allocateExternalIp(db, project.silo_id, selector, 'ephemeral');
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
