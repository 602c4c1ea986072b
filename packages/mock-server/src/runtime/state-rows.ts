// What a row of each table must be for the store to serve it: its shape (the contract's schema of the
// resource, with the columns the store adds) and the rows it points to. A state file is checked against both
// before the server starts, so a hand-edited or damaged file is refused with the row named, instead of being
// served as it is (an instance `run_state: "exploded"`) or hiding rows (a project of no silo).
import * as contract from '@rackconsole/sdk/contract';
import { z } from 'zod';

const id = z.string().min(1);
const role = z.enum(['admin', 'collaborator', 'limited_collaborator', 'viewer']);
const policy = z.object({
  id,
  role_assignments: z.array(
    z.object({ identity_id: id, identity_type: z.enum(['silo_user', 'silo_group']), role_name: role }),
  ),
});

/**
 * Each table's row schema. Extra columns are allowed (the schemas strip rather than refuse them): a table
 * keeps bookkeeping of its own beside the resource. Tables not named here are checked as objects only.
 */
const ROW_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  silos: contract.Silo,
  users: contract.User.extend({ external_id: z.string() }),
  groups: contract.Group,
  groupMembers: z.object({ id, group_id: id, user_id: id }),
  passwords: z.object({ id, password: z.string() }),
  sessions: z.object({ id, token: id, user_id: id, time_created: z.string(), time_last_used: z.string() }),
  accessTokens: z.object({
    id,
    token: id,
    user_id: id,
    time_created: z.string(),
    time_expires: z.string().nullable(),
  }),
  fleetPolicy: policy,
  siloPolicies: policy,
  projectPolicies: policy,
  projects: contract.Project.extend({ silo_id: id }),
  sshKeys: contract.SshKey,
  instances: contract.Instance,
  disks: contract.Disk,
  snapshots: contract.Snapshot,
  images: contract.Image,
  vpcs: contract.Vpc,
  vpcSubnets: contract.VpcSubnet,
  vpcRouters: contract.VpcRouter,
  routerRoutes: contract.RouterRoute,
  vpcFirewallRules: contract.VpcFirewallRule,
  networkInterfaces: contract.InstanceNetworkInterface,
  floatingIps: contract.FloatingIp,
  affinityGroups: contract.AffinityGroup,
  antiAffinityGroups: contract.AntiAffinityGroup,
  internetGateways: contract.InternetGateway,
  ipPools: contract.IpPool,
  ipPoolRanges: contract.IpPoolRange,
  ipPoolSiloLinks: contract.IpPoolSiloLink,
  siloQuotas: contract.SiloQuotas,
  siloAuthSettings: contract.SiloAuthSettings,
  certificates: contract.Certificate,
  samlIdentityProviders: contract.SamlIdentityProvider,
  sleds: contract.Sled,
  racks: contract.Rack,
  physicalDisks: contract.PhysicalDisk,
  switches: contract.Switch,
  auditLog: contract.AuditLogEntry,
};

/** A column holding the id of a row of another table; `null` allowed where the column is optional. */
interface Reference {
  table: string;
  column: string;
  to: string;
}

/** The references the store follows to scope and authorize: a dangling one hides rows or grants nothing. */
const REFERENCES: readonly Reference[] = [
  { table: 'users', column: 'silo_id', to: 'silos' },
  { table: 'groups', column: 'silo_id', to: 'silos' },
  { table: 'groupMembers', column: 'group_id', to: 'groups' },
  { table: 'groupMembers', column: 'user_id', to: 'users' },
  { table: 'passwords', column: 'id', to: 'users' },
  { table: 'sessions', column: 'user_id', to: 'users' },
  { table: 'accessTokens', column: 'user_id', to: 'users' },
  { table: 'siloPolicies', column: 'id', to: 'silos' },
  { table: 'projectPolicies', column: 'id', to: 'projects' },
  { table: 'projects', column: 'silo_id', to: 'silos' },
  { table: 'instances', column: 'project_id', to: 'projects' },
  { table: 'disks', column: 'project_id', to: 'projects' },
  { table: 'snapshots', column: 'project_id', to: 'projects' },
  { table: 'vpcs', column: 'project_id', to: 'projects' },
  { table: 'vpcSubnets', column: 'vpc_id', to: 'vpcs' },
  { table: 'vpcRouters', column: 'vpc_id', to: 'vpcs' },
  { table: 'networkInterfaces', column: 'instance_id', to: 'instances' },
];

/** Why a row does not fit its table's schema, or undefined when it does. */
export function rowProblem(table: string, row: unknown): string | undefined {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return 'it is not an object';
  const schema = ROW_SCHEMAS[table];
  if (!schema) return undefined;
  const result = schema.safeParse(row);
  if (result.success) return undefined;
  return result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'the row'}: ${issue.message}`)
    .join('; ');
}

/** The first reference that points nowhere, as `table`, row id and a description; undefined when none does. */
export function danglingReference(
  tables: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): { table: string; id: string; problem: string } | undefined {
  for (const { table, column, to } of REFERENCES) {
    const targets = tables[to] ?? {};
    for (const [rowId, row] of Object.entries(tables[table] ?? {})) {
      const value = (row as Record<string, unknown>)[column];
      if (typeof value === 'string' && Object.hasOwn(targets, value)) continue;
      return {
        table,
        id: rowId,
        problem:
          value === undefined || value === null
            ? `it has no ${column}`
            : `its ${column} ${JSON.stringify(value)} names no row of "${to}"`,
      };
    }
  }
  return undefined;
}
