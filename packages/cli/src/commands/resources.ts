import type { Project, Silo, Snapshot, Vpc } from '@rackconsole/sdk';
import { ago, bytes, stateStyle, text, when } from '../output/format';
import type { Resource } from './resource';

// The resource table: one row per CRUD noun — its operations, columns, fields and help — from which
// registerResource generates list, view and delete. Each noun's module adds only its hand-written verbs.

const project: Resource<Project> = {
  noun: 'project',
  title: 'project',
  description: 'Manage projects',
  examples: ['rackctl project list', 'rackctl project create web --description "Public web servers"'],
  inProject: false,
  columns: () => [
    { header: 'NAME', value: (item) => item.name },
    { header: 'DESCRIPTION', value: (item) => item.description, flexible: true },
    { header: 'CREATED', value: (item) => ago(item.timeCreated) },
  ],
  fields: (_ctx, item) => [
    ['Name', item.name],
    ['ID', item.id],
    ['Description', text(item.description)],
    ['Created', when(item.timeCreated)],
    ['Modified', when(item.timeModified)],
  ],
  list: {
    operation: 'projectList',
    description: 'List projects',
    examples: ['rackctl project list', 'rackctl project list --all --json | jq -r ".[].name"'],
    empty: 'No projects',
  },
  view: {
    operation: 'projectView',
    description: 'Show a project',
    examples: ['rackctl project view web', 'rackctl project view web --json'],
  },
  delete: {
    operation: 'projectDelete',
    description: 'Delete a project (it must be empty)',
    examples: ['rackctl project delete web'],
  },
};

const snapshot: Resource<Snapshot> = {
  noun: 'snapshot',
  title: 'snapshot',
  description: 'Manage disk snapshots',
  examples: [
    'rackctl snapshot list --project web',
    'rackctl snapshot create nightly --disk data-1 --project web',
  ],
  inProject: true,
  columns: (ctx) => {
    const state = stateStyle(ctx.out.style);
    return [
      { header: 'NAME', value: (item) => item.name },
      { header: 'STATE', value: (item) => item.state, style: (cell) => state(cell) },
      { header: 'SIZE', value: (item) => bytes(item.size) },
      { header: 'DESCRIPTION', value: (item) => item.description, flexible: true },
      { header: 'CREATED', value: (item) => ago(item.timeCreated) },
    ];
  },
  fields: (ctx, item) => [
    ['Name', item.name],
    ['ID', item.id],
    ['State', stateStyle(ctx.out.style)(item.state)],
    ['Size', bytes(item.size)],
    ['Disk', item.diskId],
    ['Description', text(item.description)],
    ['Created', when(item.timeCreated)],
  ],
  list: {
    operation: 'snapshotList',
    description: 'List the snapshots of a project',
    examples: ['rackctl snapshot list --project web'],
    empty: 'No snapshots',
  },
  view: {
    operation: 'snapshotView',
    description: 'Show a snapshot',
    examples: ['rackctl snapshot view nightly --project web'],
  },
  delete: {
    operation: 'snapshotDelete',
    description: 'Delete a snapshot',
    examples: ['rackctl snapshot delete nightly --project web'],
  },
};

const vpc: Resource<Vpc> = {
  noun: 'vpc',
  title: 'VPC',
  description: 'Manage VPCs (virtual private clouds)',
  examples: ['rackctl vpc list --project web', 'rackctl vpc create backend --project web'],
  inProject: true,
  columns: () => [
    { header: 'NAME', value: (item) => item.name },
    { header: 'DNS NAME', value: (item) => item.dnsName },
    { header: 'IPV6 PREFIX', value: (item) => item.ipv6Prefix },
    { header: 'DESCRIPTION', value: (item) => item.description, flexible: true },
    { header: 'CREATED', value: (item) => ago(item.timeCreated) },
  ],
  fields: (_ctx, item) => [
    ['Name', item.name],
    ['ID', item.id],
    ['DNS name', item.dnsName],
    ['IPv6 prefix', item.ipv6Prefix],
    ['System router', item.systemRouterId],
    ['Description', text(item.description)],
    ['Created', when(item.timeCreated)],
  ],
  list: {
    operation: 'vpcList',
    description: 'List the VPCs of a project',
    examples: ['rackctl vpc list --project web'],
    empty: 'No VPCs',
  },
  view: {
    operation: 'vpcView',
    description: 'Show a VPC',
    examples: ['rackctl vpc view default --project web'],
  },
  delete: {
    operation: 'vpcDelete',
    description: 'Delete a VPC',
    examples: ['rackctl vpc delete backend --project web'],
  },
};

const fleetRoles = (silo: Silo) =>
  Object.entries(silo.mappedFleetRoles)
    .map(([siloRole, roles]) => `${siloRole} → ${roles.join(', ')}`)
    .join('; ');

const silo: Resource<Silo> = {
  noun: 'silo',
  title: 'silo',
  description: 'Manage silos (fleet operators)',
  examples: [
    'rackctl silo list',
    'rackctl silo create research --identity-mode local_only --cpus 64 --memory 256GiB --storage 10TiB',
  ],
  inProject: false,
  columns: () => [
    { header: 'NAME', value: (item) => item.name },
    { header: 'IDENTITY MODE', value: (item) => item.identityMode },
    { header: 'DISCOVERABLE', value: (item) => (item.discoverable ? 'yes' : 'no') },
    { header: 'DESCRIPTION', value: (item) => item.description, flexible: true },
    { header: 'CREATED', value: (item) => ago(item.timeCreated) },
  ],
  fields: (_ctx, item) => [
    ['Name', item.name],
    ['ID', item.id],
    ['Identity mode', item.identityMode],
    ['Discoverable', item.discoverable ? 'yes' : 'no'],
    ['Admin group', text(item.adminGroupName)],
    ['Fleet roles', fleetRoles(item)],
    ['Description', text(item.description)],
    ['Created', when(item.timeCreated)],
  ],
  list: {
    operation: 'siloList',
    description: 'List silos',
    examples: ['rackctl silo list'],
    empty: 'No silos',
  },
  view: { operation: 'siloView', description: 'Show a silo', examples: ['rackctl silo view research'] },
  delete: {
    operation: 'siloDelete',
    description: 'Delete a silo',
    examples: ['rackctl silo delete research'],
  },
};

/** Every noun whose list, view and delete are generated. */
export const RESOURCES = { project, snapshot, vpc, silo } as const;
