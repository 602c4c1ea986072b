import type * as contract from '@rackconsole/sdk/contract';
import type { Wire } from '../store/tables';
import { SEED_TIME } from './core/seed-time';

type FieldSchema = Wire<typeof contract.FieldSchema>;
type TimeseriesSchema = Wire<typeof contract.TimeseriesSchema>;

/** Which instance-level entity a timeseries describes; decides which rows the mock generates it for. */
export type SeriesSubject = 'vcpu' | 'disk' | 'nic';

export interface SeriesDefinition {
  schema: TimeseriesSchema;
  subject: SeriesSubject;
  /** Typical amount per five-second sample, before noise (nanoseconds, operations or bytes). */
  scale: number;
}

const field = (
  name: string,
  field_type: FieldSchema['field_type'],
  source: FieldSchema['source'],
  description: string,
): FieldSchema => ({ name, field_type, source, description });

const projectFields = [
  field('silo_id', 'uuid', 'target', 'ID of the silo the resource belongs to'),
  field('project_id', 'uuid', 'target', 'ID of the project the resource belongs to'),
];

const VM_FIELDS = [
  ...projectFields,
  field('instance_id', 'uuid', 'target', 'ID of the instance'),
  field('sled_id', 'uuid', 'target', 'ID of the sled running the instance'),
  field('vcpu_id', 'u32', 'metric', 'Index of the virtual CPU within the instance'),
  field('state', 'string', 'metric', 'The vCPU state: run, idle, waiting or emulation'),
];

const DISK_FIELDS = [
  ...projectFields,
  field('attached_instance_id', 'uuid', 'target', 'ID of the instance the disk is attached to'),
  field('disk_id', 'uuid', 'target', 'ID of the disk'),
  field('block_size', 'u32', 'target', 'Block size of the disk, in bytes'),
];

const NIC_FIELDS = [
  ...projectFields,
  field('instance_id', 'uuid', 'target', 'ID of the instance the interface belongs to'),
  field('interface_id', 'uuid', 'target', 'ID of the network interface'),
];

function definition(
  name: string,
  subject: SeriesSubject,
  units: TimeseriesSchema['units'],
  scale: number,
  target: string,
  metric: string,
): SeriesDefinition {
  const fields = subject === 'vcpu' ? VM_FIELDS : subject === 'disk' ? DISK_FIELDS : NIC_FIELDS;
  return {
    subject,
    scale,
    schema: {
      timeseries_name: name,
      authz_scope: 'project',
      created: SEED_TIME,
      datum_type: 'cumulative_u64',
      description: { target, metric },
      field_schema: fields,
      units,
      version: 1,
    },
  };
}

const VM = 'A virtual machine instance';
const DISK = 'A virtual disk attached to an instance';
const NIC = 'A network interface of an instance';

/** The timeseries the mock answers queries for: what the console's instance metrics pages ask. */
export const SERIES: SeriesDefinition[] = [
  definition('virtual_machine:vcpu_usage', 'vcpu', 'nanoseconds', 5e9, VM, 'Time a vCPU spent in each state'),
  definition('virtual_disk:reads', 'disk', 'count', 120, DISK, 'Read operations completed'),
  definition('virtual_disk:writes', 'disk', 'count', 80, DISK, 'Write operations completed'),
  definition('virtual_disk:bytes_read', 'disk', 'bytes', 120 * 16384, DISK, 'Bytes read'),
  definition('virtual_disk:bytes_written', 'disk', 'bytes', 80 * 16384, DISK, 'Bytes written'),
  definition('virtual_disk:flushes', 'disk', 'count', 6, DISK, 'Flush operations completed'),
  definition('virtual_disk:failed_reads', 'disk', 'count', 0, DISK, 'Read operations that failed'),
  definition('virtual_disk:failed_writes', 'disk', 'count', 0, DISK, 'Write operations that failed'),
  definition('virtual_disk:failed_flushes', 'disk', 'count', 0, DISK, 'Flush operations that failed'),
  definition('instance_network_interface:bytes_sent', 'nic', 'bytes', 900_000, NIC, 'Bytes sent'),
  definition('instance_network_interface:bytes_received', 'nic', 'bytes', 1_400_000, NIC, 'Bytes received'),
  definition('instance_network_interface:packets_sent', 'nic', 'count', 900, NIC, 'Packets sent'),
  definition('instance_network_interface:packets_received', 'nic', 'count', 1200, NIC, 'Packets received'),
  definition('instance_network_interface:packets_dropped', 'nic', 'count', 0.4, NIC, 'Packets dropped'),
  definition('instance_network_interface:errors_sent', 'nic', 'count', 0, NIC, 'Errors sending packets'),
  definition(
    'instance_network_interface:errors_received',
    'nic',
    'count',
    0,
    NIC,
    'Errors receiving packets',
  ),
];

export const seriesByName = (name: string) => SERIES.find((series) => series.schema.timeseries_name === name);
