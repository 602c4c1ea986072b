import type { FleetRole, Params, RoleName, SiloIdentityMode } from '@rackconsole/sdk';
import type { TlsCertificate } from '../../../forms/TlsCertificatesField';
import { type QuotaValues, quotaCounts } from './quotaValues';

/** The silo roles a silo can map to fleet roles, in the order the form offers them. */
export const MAPPABLE_SILO_ROLES = ['admin', 'collaborator', 'limited_collaborator', 'viewer'] as const;

export const FLEET_ROLE_LABELS: Record<FleetRole, string> = {
  admin: 'Fleet admin',
  collaborator: 'Fleet collaborator',
  viewer: 'Fleet viewer',
};

export interface SiloFormValues extends QuotaValues {
  name: string;
  description: string;
  discoverable: boolean;
  identityMode: SiloIdentityMode;
  adminGroupName: string;
  tlsCertificates: TlsCertificate[];
  /** Names of the IP pools to link to the new silo. */
  ipPools: string[];
  /** One of `ipPools`, or '' for no default. */
  defaultPool: string;
  fleetRoles: Record<RoleName, FleetRole[]>;
}

export const defaultSiloValues: SiloFormValues = {
  name: '',
  description: '',
  discoverable: true,
  identityMode: 'saml_jit',
  adminGroupName: '',
  cpus: 0,
  memoryGib: 0,
  storageGib: 0,
  tlsCertificates: [],
  ipPools: [],
  defaultPool: '',
  fleetRoles: { admin: [], collaborator: [], limited_collaborator: [], viewer: [] },
};

/** The create request for the form's values; IP pools are linked afterwards (see `poolLinks`). */
export function siloCreateBody(values: SiloFormValues): Params<'siloCreate'>['body'] {
  const mappedFleetRoles: Record<string, FleetRole[]> = {};
  for (const role of MAPPABLE_SILO_ROLES) {
    // Keyed by the silo role as the platform spells it; a role mapped to nothing is left out.
    if (values.fleetRoles[role].length > 0) mappedFleetRoles[role] = values.fleetRoles[role];
  }
  return {
    name: values.name,
    description: values.description,
    discoverable: values.discoverable,
    identityMode: values.identityMode,
    adminGroupName: values.adminGroupName.trim() || null,
    mappedFleetRoles,
    quotas: quotaCounts(values),
    tlsCertificates: values.tlsCertificates.map((certificate) => ({
      ...certificate,
      service: 'external_api' as const,
    })),
  };
}

/**
 * The links to make once the silo exists, default first: the platform allows one default per pool kind, so
 * making it first means the others, linked as non-defaults, never conflict with it.
 */
export function poolLinks({ ipPools, defaultPool }: Pick<SiloFormValues, 'ipPools' | 'defaultPool'>) {
  const links = ipPools.map((pool) => ({ pool, isDefault: pool === defaultPool }));
  return [...links.filter((link) => link.isDefault), ...links.filter((link) => !link.isDefault)];
}
