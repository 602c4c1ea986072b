import type * as contract from '@rackconsole/sdk/contract';
import type { Wire } from '../../store/tables';
import { SEED_TIME } from '../core/seed-time';

type FieldSchema = Wire<typeof contract.FieldSchema>;
type TimeseriesSchema = Wire<typeof contract.TimeseriesSchema>;

/**
 * Which rows of the store a timeseries is generated for: an instance's vCPUs, its attached disks (and their
 * I/O kinds for histograms), its network interfaces, each sled's data links, each switch port, each sled's
 * temperature sensors.
 */
export type SeriesSubject = 'vcpu' | 'disk' | 'disk_io' | 'nic' | 'sled_link' | 'switch_link' | 'sensor';

/** How the datum behaves: a counter (read as deltas), a gauge, or a cumulative histogram (read as deltas). */
export type SeriesKind = 'counter' | 'gauge' | 'histogram';

export interface SeriesDefinition {
  schema: TimeseriesSchema;
  subject: SeriesSubject;
  kind: SeriesKind;
  /** Typical amount per sample, before variation (nanoseconds, operations, bytes, degrees). */
  scale: number;
  /** How often the producer samples, in ms. */
  sampleMs: number;
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

const DISK_FIELDS = [
  ...projectFields,
  field('attached_instance_id', 'uuid', 'target', 'ID of the instance the disk is attached to'),
  field('disk_id', 'uuid', 'target', 'ID of the disk'),
  field('block_size', 'u32', 'target', 'Block size of the disk, in bytes'),
];

const FIELDS: Record<SeriesSubject, FieldSchema[]> = {
  vcpu: [
    ...projectFields,
    field('instance_id', 'uuid', 'target', 'ID of the instance'),
    field('sled_id', 'uuid', 'target', 'ID of the sled running the instance'),
    field('vcpu_id', 'u32', 'metric', 'Index of the virtual CPU within the instance'),
    field('state', 'string', 'metric', 'The vCPU state: run, idle, waiting or emulation'),
  ],
  disk: DISK_FIELDS,
  disk_io: [...DISK_FIELDS, field('io_kind', 'string', 'metric', 'The kind of I/O: read, write or flush')],
  nic: [
    ...projectFields,
    field('instance_id', 'uuid', 'target', 'ID of the instance the interface belongs to'),
    field('interface_id', 'uuid', 'target', 'ID of the network interface'),
  ],
  sled_link: [
    field('kind', 'string', 'target', 'The kind of data link: physical, vnic or tfport'),
    field('link_name', 'string', 'target', 'Name of the data link'),
    field('rack_id', 'uuid', 'target', 'ID of the rack the sled is in'),
    field('sled_id', 'uuid', 'target', 'ID of the sled'),
    field('sled_model', 'string', 'target', 'Model (part number) of the sled'),
    field('sled_revision', 'u32', 'target', 'Revision of the sled'),
    field('sled_serial', 'string', 'target', 'Serial number of the sled'),
    field('zone_name', 'string', 'target', 'Zone the link is in'),
  ],
  switch_link: [
    field('rack_id', 'uuid', 'target', 'ID of the rack the switch is in'),
    field('switch_id', 'uuid', 'target', 'ID of the switch'),
    field('switch_slot', 'u16', 'target', 'Slot of the switch in the rack'),
    field('switch_serial', 'string', 'target', 'Serial number of the switch'),
    field('port_id', 'string', 'target', 'Name of the switch port'),
    field('link_id', 'u8', 'target', 'Index of the link within the port'),
  ],
  sensor: [
    field('rack_id', 'uuid', 'target', 'ID of the rack'),
    field('slot', 'u32', 'target', 'Cubby of the sled in the rack'),
    field('chassis_kind', 'string', 'target', 'Kind of chassis: sled, switch or power'),
    field('chassis_serial', 'string', 'target', 'Serial number of the chassis'),
    field('chassis_model', 'string', 'target', 'Model (part number) of the chassis'),
    field('component_kind', 'string', 'target', 'Kind of component: cpu, dimm or m2'),
    field('component_id', 'string', 'target', 'Designator of the component on its board'),
    field('sensor', 'string', 'metric', 'Name of the sensor'),
  ],
};

const TARGETS: Record<SeriesSubject, string> = {
  vcpu: 'A virtual machine instance',
  disk: 'A virtual disk attached to an instance',
  disk_io: 'A virtual disk attached to an instance',
  nic: 'A network interface of an instance',
  sled_link: 'A data link on a sled',
  switch_link: 'A data link on a switch port',
  sensor: 'A hardware component of a sled',
};

const FLEET_SUBJECTS = new Set<SeriesSubject>(['sled_link', 'switch_link', 'sensor']);

const DATUM: Record<SeriesKind, TimeseriesSchema['datum_type']> = {
  counter: 'cumulative_u64',
  gauge: 'f32',
  histogram: 'histogram_u64',
};

function definition(
  name: string,
  subject: SeriesSubject,
  units: TimeseriesSchema['units'],
  scale: number,
  metric: string,
  kind: SeriesKind = 'counter',
): SeriesDefinition {
  return {
    subject,
    kind,
    scale,
    sampleMs: kind === 'gauge' ? 30_000 : FLEET_SUBJECTS.has(subject) ? 10_000 : 5000,
    schema: {
      timeseries_name: name,
      authz_scope: FLEET_SUBJECTS.has(subject) ? 'fleet' : 'project',
      created: SEED_TIME,
      datum_type: DATUM[kind],
      description: { target: TARGETS[subject], metric },
      field_schema: FIELDS[subject],
      units,
      version: 1,
    },
  };
}

/** Every timeseries the mock answers queries for; the instance ones are what the console's metric tabs ask. */
export const SERIES: SeriesDefinition[] = [
  definition('virtual_machine:vcpu_usage', 'vcpu', 'nanoseconds', 5e9, 'Time a vCPU spent in each state'),
  definition('virtual_disk:reads', 'disk', 'count', 120, 'Read operations completed'),
  definition('virtual_disk:writes', 'disk', 'count', 80, 'Write operations completed'),
  definition('virtual_disk:bytes_read', 'disk', 'bytes', 120 * 16384, 'Bytes read'),
  definition('virtual_disk:bytes_written', 'disk', 'bytes', 80 * 16384, 'Bytes written'),
  definition('virtual_disk:flushes', 'disk', 'count', 6, 'Flush operations completed'),
  definition('virtual_disk:failed_reads', 'disk', 'count', 0, 'Read operations that failed'),
  definition('virtual_disk:failed_writes', 'disk', 'count', 0, 'Write operations that failed'),
  definition('virtual_disk:failed_flushes', 'disk', 'count', 0, 'Flush operations that failed'),
  definition(
    'virtual_disk:io_latency',
    'disk_io',
    'nanoseconds',
    100,
    'Latency of I/O operations',
    'histogram',
  ),
  definition('instance_network_interface:bytes_sent', 'nic', 'bytes', 900_000, 'Bytes sent'),
  definition('instance_network_interface:bytes_received', 'nic', 'bytes', 1_400_000, 'Bytes received'),
  definition('instance_network_interface:packets_sent', 'nic', 'count', 900, 'Packets sent'),
  definition('instance_network_interface:packets_received', 'nic', 'count', 1200, 'Packets received'),
  definition('instance_network_interface:packets_dropped', 'nic', 'count', 0.4, 'Packets dropped'),
  definition('instance_network_interface:errors_sent', 'nic', 'count', 0, 'Errors sending packets'),
  definition('instance_network_interface:errors_received', 'nic', 'count', 0, 'Errors receiving packets'),
  definition('sled_data_link:bytes_sent', 'sled_link', 'bytes', 40_000_000, 'Bytes sent on the link'),
  definition('sled_data_link:bytes_received', 'sled_link', 'bytes', 55_000_000, 'Bytes received on the link'),
  definition('sled_data_link:packets_sent', 'sled_link', 'count', 30_000, 'Packets sent on the link'),
  definition('sled_data_link:packets_received', 'sled_link', 'count', 42_000, 'Packets received on the link'),
  definition('sled_data_link:errors_received', 'sled_link', 'count', 0.3, 'Errors receiving packets'),
  definition('switch_data_link:bytes_sent', 'switch_link', 'bytes', 90_000_000, 'Bytes sent on the link'),
  definition('switch_data_link:bytes_received', 'switch_link', 'bytes', 110_000_000, 'Bytes received'),
  definition('switch_data_link:packets_received', 'switch_link', 'count', 80_000, 'Packets received'),
  definition('switch_data_link:packets_dropped', 'switch_link', 'count', 2, 'Packets dropped by the switch'),
  definition('hardware_component:temperature', 'sensor', 'degrees_celsius', 45, 'Temperature', 'gauge'),
];

export const seriesByName = (name: string) => SERIES.find((series) => series.schema.timeseries_name === name);
