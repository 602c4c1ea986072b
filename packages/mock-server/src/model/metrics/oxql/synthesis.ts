import type { Db } from '../../../store/db';
import { hash32, unit } from '../../core/synthetic';
import type { SeriesDefinition } from '../timeseries-schemas';
import { type FieldValue, numberField, stringField, uuidField } from './fields';
import type { CounterGrid, Distribution, PointBudget, Points, Series } from './points';
import { Activity } from './signal';

/** Run states in which an instance's vCPUs and devices are busy. */
const ACTIVE = new Set(['starting', 'running', 'rebooting', 'migrating', 'stopping']);
const VCPU_STATES = ['run', 'idle', 'waiting', 'emulation'] as const;

interface InstanceRow {
  id: string;
  project_id: string;
  ncpus: number;
  run_state: string;
  sled_id?: string;
}

/** One generated timeseries before its points: its fields, and what drives its values. */
interface Subject {
  fields: Record<string, FieldValue>;
  key: string;
  active: boolean;
  /** For vCPU usage: which state this series counts. */
  state?: (typeof VCPU_STATES)[number];
  /** For temperatures: the component's usual reading, in °C. */
  celsius?: number;
}

const rows = <T>(
  db: Db,
  table: 'instances' | 'disks' | 'networkInterfaces' | 'sleds' | 'switches' | 'switchPorts',
) => [...db.rowsOf(table)] as unknown as T[];

function instanceSubjects(db: Db, definition: SeriesDefinition, projectId?: string): Subject[] {
  const siloOf = (project: string) => db.table('projects').get(project)?.silo_id ?? project;
  const instances = rows<InstanceRow>(db, 'instances').filter(
    (row) => !projectId || row.project_id === projectId,
  );
  const byId = new Map(instances.map((row) => [row.id, row]));
  const base = (instance: InstanceRow) => ({
    silo_id: uuidField(siloOf(instance.project_id)),
    project_id: uuidField(instance.project_id),
  });
  const { subject } = definition;
  if (subject === 'vcpu') {
    return instances.flatMap((instance) =>
      Array.from({ length: instance.ncpus }, (_, vcpu) =>
        VCPU_STATES.map((state) => ({
          key: `${instance.id}:${vcpu}`,
          active: ACTIVE.has(instance.run_state),
          state,
          fields: {
            ...base(instance),
            instance_id: uuidField(instance.id),
            ...(instance.sled_id ? { sled_id: uuidField(instance.sled_id) } : {}),
            vcpu_id: numberField('u32', vcpu),
            state: stringField(state),
          },
        })),
      ).flat(),
    );
  }
  if (subject === 'disk' || subject === 'disk_io') {
    type DiskRow = { id: string; block_size: number; state: { state: string; instance?: string } };
    return rows<DiskRow>(db, 'disks').flatMap((disk) => {
      const instance = disk.state.instance ? byId.get(disk.state.instance) : undefined;
      if (!instance || disk.state.state !== 'attached') return [];
      const fields = {
        ...base(instance),
        attached_instance_id: uuidField(instance.id),
        disk_id: uuidField(disk.id),
        block_size: numberField('u32', disk.block_size),
      };
      const active = ACTIVE.has(instance.run_state);
      if (subject === 'disk') return [{ key: disk.id, active, fields }];
      return ['read', 'write', 'flush'].map((kind) => ({
        key: `${disk.id}:${kind}`,
        active,
        fields: { ...fields, io_kind: stringField(kind) },
      }));
    });
  }
  return rows<{ id: string; instance_id: string }>(db, 'networkInterfaces').flatMap((nic) => {
    const instance = byId.get(nic.instance_id);
    if (!instance) return [];
    const fields = {
      ...base(instance),
      instance_id: uuidField(instance.id),
      interface_id: uuidField(nic.id),
    };
    return [{ key: nic.id, active: ACTIVE.has(instance.run_state), fields }];
  });
}

type Baseboard = { part: string; revision: number; serial: string };
type SledRow = { id: string; rack_id: string; cubby: number; baseboard: Baseboard; state: string };

function hardwareSubjects(db: Db, definition: SeriesDefinition): Subject[] {
  const sleds = rows<SledRow>(db, 'sleds').filter((sled) => sled.state !== 'decommissioned');
  if (definition.subject === 'sled_link') {
    return sleds.flatMap((sled) =>
      ['cxgbe0', 'cxgbe1'].map((link) => ({
        key: `${sled.id}:${link}`,
        active: true,
        fields: {
          kind: stringField('physical'),
          link_name: stringField(link),
          rack_id: uuidField(sled.rack_id),
          sled_id: uuidField(sled.id),
          sled_model: stringField(sled.baseboard.part),
          sled_revision: numberField('u32', sled.baseboard.revision),
          sled_serial: stringField(sled.baseboard.serial),
          zone_name: stringField('global'),
        },
      })),
    );
  }
  if (definition.subject === 'switch_link') {
    type SwitchRow = { id: string; rack_id: string; slot: string; baseboard: Baseboard };
    const switches = rows<SwitchRow>(db, 'switches');
    return rows<{ id: string; rack_id: string; switch_slot: string; port_name: string }>(
      db,
      'switchPorts',
    ).flatMap((port) => {
      const owner = switches.find(
        (entry) => entry.rack_id === port.rack_id && entry.slot === port.switch_slot,
      );
      if (!owner) return [];
      return [
        {
          key: port.id,
          active: true,
          fields: {
            rack_id: uuidField(port.rack_id),
            switch_id: uuidField(owner.id),
            switch_slot: numberField('u16', port.switch_slot === 'switch1' ? 1 : 0),
            switch_serial: stringField(owner.baseboard.serial),
            port_id: stringField(port.port_name),
            link_id: numberField('u8', 0),
          },
        },
      ];
    });
  }
  const components = [
    ['cpu', 'U1', 'Tctl', 62],
    ['dimm', 'J101', 'Temp', 41],
    ['m2', 'N0', 'Composite', 38],
  ] as const;
  return sleds.flatMap((sled) =>
    components.map(([kind, id, sensor, celsius]) => ({
      key: `${sled.id}:${id}`,
      active: true,
      celsius,
      fields: {
        rack_id: uuidField(sled.rack_id),
        slot: numberField('u32', sled.cubby),
        chassis_kind: stringField('sled'),
        chassis_serial: stringField(sled.baseboard.serial),
        chassis_model: stringField(sled.baseboard.part),
        component_kind: stringField(kind),
        component_id: stringField(id),
        sensor: stringField(sensor),
      },
    })),
  );
}

/** The rows a timeseries is generated for, with their fields; a project's own only when one is given. */
function subjectsOf(db: Db, definition: SeriesDefinition, projectId?: string): Subject[] {
  return ['sled_link', 'switch_link', 'sensor'].includes(definition.subject)
    ? hardwareSubjects(db, definition)
    : instanceSubjects(db, definition, projectId);
}

/**
 * A subject's counter as a formula of time: an amount per sample of `scale` (times its activity), so the
 * delta between two samples is what one sample of the platform would show. vCPU states split a load that
 * follows the activity: the run share grows with it and idle takes the rest of the vCPU's time.
 */
function counterOf(definition: SeriesDefinition, subject: Subject): (time: number) => number {
  const perMs = definition.scale / definition.sampleMs;
  const activity = new Activity(subject.key);
  if (!subject.state) {
    if (!subject.active) return () => 0;
    const level = 0.3 + 0.7 * unit(`${subject.key}:${definition.schema.timeseries_name}`);
    return (time) => Math.floor(perMs * level * activity.integral(time));
  }
  if (!subject.active) return subject.state === 'idle' ? (time) => Math.floor(perMs * time) : () => 0;
  // load(t) = baseline × 0.8 × activity(t); each state's share is constant + factor × load.
  const baseline = (0.05 + 0.5 * unit(subject.key)) * 0.8;
  const shares: Record<Subject['state'] & string, [number, number]> = {
    run: [0, 1],
    waiting: [0, 0.01],
    emulation: [0, 0.03],
    idle: [0.96, -1.04],
  };
  const [constant, factor] = shares[subject.state];
  return (time) => Math.floor(perMs * (constant * time + factor * baseline * activity.integral(time)));
}

/** Latency bins in nanoseconds (powers of two from 16 µs), as the platform's disk histograms use. */
const LATENCY_BINS = [0, ...Array.from({ length: 12 }, (_, index) => 16_000 * 2 ** index)];

function latencyDistribution(operations: number, key: string, time: number): Distribution {
  const centre = 3 + Math.floor(4 * unit(`${key}:${Math.floor(time / 60_000)}`));
  const weights = LATENCY_BINS.map((_, index) => Math.exp(-((index - centre) ** 2) / 2));
  const scale = operations / weights.reduce((sum, weight) => sum + weight, 0);
  const counts = weights.map((weight) => Math.round(weight * scale));
  const total = counts.reduce((sum, count) => sum + count, 0);
  const mids = LATENCY_BINS.map((bin, index) => (bin + (LATENCY_BINS[index + 1] ?? bin * 2)) / 2);
  const sum = counts.reduce((acc, count, index) => acc + count * (mids[index] as number), 0);
  const squares = counts.reduce((acc, count, index) => acc + count * (mids[index] as number) ** 2, 0);
  const quantile = (share: number) => {
    if (total === 0) return null;
    let seen = 0;
    for (const [index, count] of counts.entries()) {
      seen += count;
      if (seen >= share * total) return mids[index] as number;
    }
    return mids.at(-1) as number;
  };
  const used = counts.flatMap((count, index) => (count > 0 ? [mids[index] as number] : []));
  return {
    bins: LATENCY_BINS,
    counts,
    min: used.length ? Math.min(...used) : null,
    max: used.length ? Math.max(...used) : null,
    p50: quantile(0.5),
    p90: quantile(0.9),
    p99: quantile(0.99),
    squared_mean: total === 0 ? 0 : squares / total,
    sum_of_samples: Math.round(sum),
  };
}

/** What a `get` reads of each timeseries: the samples within [from, to] (ms), or only the first or last few. */
interface ReadExtent {
  from: number;
  to: number;
  limit?: { kind: 'first' | 'last'; count: number };
}

/** A subject's samples within the extent: a counter grid, or gauge and histogram points in memory. */
function pointsOf(
  definition: SeriesDefinition,
  subject: Subject,
  { from, to, limit }: ReadExtent,
  budget: PointBudget,
): Points | CounterGrid {
  const period = definition.sampleMs;
  // Producers are not in step: each series samples at its own offset within the period.
  const offset = 1 + (hash32(`${subject.key}:${definition.schema.timeseries_name}`) % (period - 1));
  let first = Math.ceil((from - offset) / period);
  let last = Math.floor((to - offset) / period);
  if (limit?.kind === 'first') last = Math.min(last, first + limit.count - 1);
  if (limit?.kind === 'last') first = Math.max(first, last - limit.count + 1);
  const count = Math.max(0, last - first + 1);
  if (definition.kind === 'counter') {
    const ranges: [number, number][] = count > 0 ? [[first, last + 1]] : [];
    return { offset, period, ranges, charged: false, counter: counterOf(definition, subject) };
  }
  budget.spend(count);
  const timestamps = Array.from({ length: count }, (_, index) => offset + (first + index) * period);
  if (definition.kind === 'gauge') {
    const activity = new Activity(subject.key);
    const celsius = subject.celsius ?? definition.scale;
    const values = timestamps.map((time) => Math.round((celsius + 6 * (activity.at(time) - 1)) * 100) / 100);
    return { timestamps, startTimes: null, dims: [{ type: 'double', metricType: 'gauge', values }] };
  }
  const operations = counterOf(definition, subject);
  const values = timestamps.map((time) =>
    latencyDistribution(operations(time) - operations(time - period), subject.key, time),
  );
  return {
    timestamps,
    startTimes: timestamps.map((time) => time - period),
    dims: [{ type: 'integer_distribution', metricType: 'delta', values }],
  };
}

/** Every timeseries of a definition with the samples it reads of each; only a project's when one is given. */
export function generateSeries(
  db: Db,
  definition: SeriesDefinition,
  extent: ReadExtent,
  budget: PointBudget,
  projectId?: string,
): Series[] {
  return subjectsOf(db, definition, projectId).map((subject) => ({
    fields: subject.fields,
    points: pointsOf(definition, subject, extent, budget),
  }));
}
