// Rows of the compute and storage areas: instances and what hangs off them, disks, snapshots, images.
import * as contract from '@rackconsole/sdk/contract';
import { z } from 'zod';
import { type Reference, type RowSchemas, referencesOf } from './row-check';

const id = z.string().min(1);
const groupMember = z.object({ id, group_id: id, instance_id: id });

export const computeRowSchemas = {
  instances: contract.Instance.extend({
    sled_id: id.nullable(),
    pending_states: z.array(contract.InstanceState),
    state_clock: contract.dateTime(),
    ssh_key_ids: z.array(id),
    user_data: z.string(),
  }),
  serialConsoles: z.object({ id, data: z.array(contract.uint8()) }),
  instanceExternalIps: z.object({
    id,
    instance_id: id,
    kind: z.enum(['ephemeral', 'snat']),
    ip: contract.ipAddr(),
    ip_pool_id: id,
    first_port: contract.uint16().optional(),
    last_port: contract.uint16().optional(),
  }),
  networkInterfaces: contract.InstanceNetworkInterface.extend({ project_id: id }),
  affinityGroups: contract.AffinityGroup,
  affinityGroupMembers: groupMember,
  antiAffinityGroups: contract.AntiAffinityGroup,
  antiAffinityGroupMembers: groupMember,
  probes: contract.Probe.extend({
    project_id: id,
    interface: contract.NetworkInterface,
    external_ips: z.array(contract.ProbeExternalIp),
  }),
  disks: contract.Disk.extend({
    pending_states: z.array(contract.DiskState),
    state_clock: contract.dateTime(),
  }),
  snapshots: contract.Snapshot.extend({ block_size: contract.BlockSize }),
  images: contract.Image.extend({ silo_id: id }),
} satisfies Partial<RowSchemas>;

export const computeReferences: readonly Reference[] = [
  ...referencesOf('instances', { project_id: 'projects' }),
  ...referencesOf('serialConsoles', { id: 'instances' }),
  ...referencesOf('instanceExternalIps', { instance_id: 'instances', ip_pool_id: 'ipPools' }),
  ...referencesOf('networkInterfaces', {
    instance_id: 'instances',
    project_id: 'projects',
    vpc_id: 'vpcs',
    subnet_id: 'vpcSubnets',
  }),
  ...referencesOf('affinityGroups', { project_id: 'projects' }),
  ...referencesOf('affinityGroupMembers', { group_id: 'affinityGroups', instance_id: 'instances' }),
  ...referencesOf('antiAffinityGroups', { project_id: 'projects' }),
  ...referencesOf('antiAffinityGroupMembers', {
    group_id: 'antiAffinityGroups',
    instance_id: 'instances',
  }),
  ...referencesOf('probes', { project_id: 'projects', sled: 'sleds' }),
  ...referencesOf('disks', { project_id: 'projects' }),
  ...referencesOf('snapshots', { project_id: 'projects' }),
  // Not `silo_id`: deleting a silo leaves its silo images.
  ...referencesOf('images', { project_id: 'projects?' }),
];
