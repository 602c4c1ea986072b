import type { FleetRole, Params, RoleName, SiloIdentityMode } from '@rackconsole/sdk';
import { apiCommand, commandSequence, gibibytes, rackctl } from './cliCommand';
import { type QuotaValues, quotaCounts } from './quotaValues';
import type { TlsCertificate } from './TlsCertificatesField';

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

/** The link request of an IP pool to a silo, as its default pool or not. */
export const ipPoolLinkRequest = (
  pool: string,
  silo: string,
  isDefault: boolean,
): Params<'systemIpPoolSiloLink'> => ({
  path: { pool },
  body: { silo, isDefault },
});

/** Links an IP pool to a silo, as its default pool or not. */
export const ipPoolLinkCommand = (pool: string, silo: string, isDefault: boolean) =>
  rackctl(['ip-pool', 'link', pool], { silo, default: isDefault });

/** `rackctl silo create` takes no certificates or fleet-role mapping; a silo with either is made through the API. */
function siloCreateOnlyCommand(values: SiloFormValues): string {
  const body = siloCreateBody(values);
  if (body.tlsCertificates.length > 0 || Object.keys(body.mappedFleetRoles ?? {}).length > 0) {
    return apiCommand('siloCreate', { body });
  }
  // Quotas of 0 are the CLI's defaults, and the size flags take only sizes above 0.
  return rackctl(['silo', 'create', values.name], {
    description: values.description,
    'identity-mode': values.identityMode,
    'no-discoverable': !values.discoverable,
    'admin-group': values.adminGroupName.trim(),
    cpus: values.cpus > 0 ? values.cpus : undefined,
    memory: values.memoryGib > 0 ? gibibytes(values.memoryGib) : undefined,
    storage: values.storageGib > 0 ? gibibytes(values.storageGib) : undefined,
  });
}

/** The silo's creation, then the links to its IP pools, as the form makes them. */
export const siloCreateCommand = (values: SiloFormValues) =>
  commandSequence([
    siloCreateOnlyCommand(values),
    ...poolLinks(values).map(({ pool, isDefault }) => ipPoolLinkCommand(pool, values.name, isDefault)),
  ]);
