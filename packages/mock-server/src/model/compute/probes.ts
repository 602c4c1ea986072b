import type { Db } from '../../store/db';
import { newId } from '../../store/ids';
import type { Tables } from '../../store/tables';
import { canSeeProject } from '../core/authz';
import type { Actor } from '../core/context';
import { invalidRequest } from '../core/errors';
import { hash32 } from '../core/synthetic';
import { siloProjects } from '../identity/projects';

export type ProbeRow = Tables['probes'];

/** Probes sit in the platform's instrumentation network, one address each from its first /22. */
export const PROBE_SUBNET = '172.30.0.0/22';

export const projectProbes = (db: Db, projectId: string) =>
  [...db.table('probes').values()].filter((probe) => probe.project_id === projectId);

export const probeInfo = (probe: ProbeRow) => ({
  id: probe.id,
  name: probe.name,
  sled: probe.sled,
  interface: probe.interface,
  external_ips: probe.external_ips,
});

/** The probe's interface: the next free address of the probe subnet, a MAC and VNI fixed by its ids. */
export function probeInterface(db: Db, probeId: string, projectId: string): ProbeRow['interface'] {
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
export const visibleProbes = (db: Db, who: Actor) => {
  const projects = new Set(
    siloProjects(db, who)
      .filter((project) => canSeeProject(db, who, project.id))
      .map((project) => project.id),
  );
  return [...db.table('probes').values()].filter((probe) => projects.has(probe.project_id));
};
