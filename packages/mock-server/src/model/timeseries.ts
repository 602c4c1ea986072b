import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../store/db';
import type { Wire } from '../store/tables';
import { invalidRequest, notFound } from './core/errors';
import type { OxqlCondition, OxqlQuery } from './oxql';
import { smooth, unit } from './synthetic';
import { type SeriesDefinition, seriesByName } from './timeseries-schemas';

export type FieldValue = Wire<typeof contract.FieldValue>;

export type Timeseries = Wire<typeof contract.Timeseries>;

/** Propolis reports vCPU and device statistics every five seconds; one sample covers that long. */
export const SAMPLE_MS = 5000;

export const MAX_POINTS = 10_000;

export const VCPU_STATES = ['run', 'idle', 'waiting', 'emulation'] as const;

/** Run states in which an instance's vCPUs and devices are busy. */
export const ACTIVE = new Set(['starting', 'running', 'rebooting', 'migrating', 'stopping']);

export interface InstanceRow {
  id: string;
  project_id: string;
  ncpus: number;
  run_state: string;
  sled_id?: string;
}

export interface DiskRow {
  id: string;
  project_id: string;
  block_size: number;
  state: { state: string; instance?: string };
}

export interface NicRow {
  id: string;
  instance_id: string;
}

/** One generated timeseries before its points: its fields and what drives its values. */
export interface Subject {
  fields: Record<string, FieldValue>;
  key: string;
  active: boolean;
  /** For vCPU usage: which state this series counts. */
  state?: (typeof VCPU_STATES)[number];
}

export const uuidField = (value: string): FieldValue => ({ type: 'uuid', value });

export function instancesIn(db: Db, projectId?: string): InstanceRow[] {
  return ([...db.rowsOf('instances')] as InstanceRow[]).filter(
    (row) => !projectId || row.project_id === projectId,
  );
}

/** The rows a timeseries is generated for, with their target and metric fields. */
export function subjectsOf(db: Db, definition: SeriesDefinition, projectId?: string): Subject[] {
  const siloOf = (project: string) => db.table('projects').get(project)?.silo_id ?? project;
  const instances = instancesIn(db, projectId);
  const byId = new Map(instances.map((row) => [row.id, row]));
  const base = (instance: InstanceRow) => ({
    silo_id: uuidField(siloOf(instance.project_id)),
    project_id: uuidField(instance.project_id),
  });
  if (definition.subject === 'vcpu') {
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
            vcpu_id: { type: 'u32', value: vcpu } as FieldValue,
            state: { type: 'string', value: state } as FieldValue,
          },
        })),
      ).flat(),
    );
  }
  if (definition.subject === 'disk') {
    return ([...db.rowsOf('disks')] as DiskRow[]).flatMap((disk) => {
      const instance = disk.state.instance ? byId.get(disk.state.instance) : undefined;
      if (!instance || disk.state.state !== 'attached') return [];
      return [
        {
          key: disk.id,
          active: ACTIVE.has(instance.run_state),
          fields: {
            ...base(instance),
            attached_instance_id: uuidField(instance.id),
            disk_id: uuidField(disk.id),
            block_size: { type: 'u32', value: disk.block_size } as FieldValue,
          },
        },
      ];
    });
  }
  return ([...db.rowsOf('networkInterfaces')] as NicRow[]).flatMap((nic) => {
    const instance = byId.get(nic.instance_id);
    if (!instance) return [];
    return [
      {
        key: nic.id,
        active: ACTIVE.has(instance.run_state),
        fields: { ...base(instance), instance_id: uuidField(instance.id), interface_id: uuidField(nic.id) },
      },
    ];
  });
}

/** What one five-second sample of a subject amounts to at a moment; the same moment always gives the same. */
export function sampleAt(definition: SeriesDefinition, subject: Subject, time: number): number {
  if (!subject.active) return subject.state === 'idle' ? definition.scale : 0;
  const name = definition.schema.timeseries_name;
  if (subject.state) {
    const baseline = 0.05 + 0.5 * unit(subject.key);
    const load = Math.min(0.97, baseline * (0.4 + 1.2 * smooth(subject.key, time / 900_000)));
    const share = { run: load, waiting: 0.01 * load, emulation: 0.03 * load, idle: 0.96 - 1.04 * load };
    return Math.max(0, share[subject.state]) * definition.scale;
  }
  const busy = 0.2 + 1.6 * smooth(`${subject.key}:${name.split(':')[0]}`, time / 600_000);
  const wobble = 0.85 + 0.3 * unit(`${subject.key}:${name}:${Math.floor(time / SAMPLE_MS)}`);
  return definition.scale * busy * wobble;
}

export const literalText = (value: OxqlCondition['value']) =>
  value instanceof Date ? value.toISOString() : String(value);

export function matches(subject: Subject, condition: OxqlCondition): boolean {
  const field = subject.fields[condition.field];
  if (!field) return false;
  const actual = field.value;
  const wanted = condition.value;
  if (condition.op === '==') return String(actual) === literalText(wanted);
  if (condition.op === '!=') return String(actual) !== literalText(wanted);
  const [a, b] = [Number(actual), Number(wanted)];
  if (condition.op === '>') return a > b;
  if (condition.op === '>=') return a >= b;
  if (condition.op === '<') return a < b;
  return a <= b;
}

/** The query's time window from its `timestamp` conditions; the last hour when it names none. */
export function windowOf(query: OxqlQuery, now: Date): { start: number; end: number } {
  let start = Number.NEGATIVE_INFINITY;
  let end = now.getTime();
  for (const condition of query.conditions.filter((c) => c.field === 'timestamp')) {
    if (!(condition.value instanceof Date)) {
      throw invalidRequest('Query parsing failed: timestamps compare with a timestamp literal (@…)');
    }
    const time = condition.value.getTime();
    if (condition.op === '>=' || condition.op === '>') start = Math.max(start, time);
    else if (condition.op === '<' || condition.op === '<=') end = Math.min(end, time);
    else throw invalidRequest('Query parsing failed: timestamps compare with <, <=, > or >=');
  }
  if (start === Number.NEGATIVE_INFINITY) start = end - 3_600_000;
  return { start, end };
}

/** Runs a parsed query over the store: one table with a timeseries per matching subject (or group). */
export function evaluate(db: Db, query: OxqlQuery, now: Date, projectId?: string) {
  const definition = seriesByName(query.timeseries);
  if (!definition) throw notFound('timeseries', 'name', query.timeseries);
  const known = new Set(['timestamp', ...definition.schema.field_schema.map((field) => field.name)]);
  for (const name of [...query.conditions.map((c) => c.field), ...(query.groupBy?.fields ?? [])]) {
    if (!known.has(name)) {
      throw invalidRequest(`Query parsing failed: timeseries "${query.timeseries}" has no field "${name}"`);
    }
  }
  const { start, end } = windowOf(query, now);
  const step = query.alignMs ?? Math.max(SAMPLE_MS, Math.ceil((end - start) / 100 / SAMPLE_MS) * SAMPLE_MS);
  const first = Math.ceil(start / step) * step;
  // No points lie in the future, and the window's end is exclusive.
  const last = Math.min(end - 1, now.getTime());
  const count = last < first ? 0 : Math.floor((last - first) / step) + 1;
  if (count > MAX_POINTS) {
    throw invalidRequest(`Query would return ${count} points per timeseries; the most is ${MAX_POINTS}`);
  }
  const times = Array.from({ length: count }, (_, index) => first + index * step);
  const filters = query.conditions.filter((c) => c.field !== 'timestamp');
  const subjects = subjectsOf(db, definition, projectId).filter((s) => filters.every((c) => matches(s, c)));
  // Aligned points are the mean sample within each window; raw points are each step's total.
  const perPoint = query.alignMs ? 1 : step / SAMPLE_MS;
  let series = subjects.map((subject) => ({
    fields: subject.fields,
    values: times.map((time) => sampleAt(definition, subject, time - step / 2) * perPoint),
  }));
  if (query.groupBy) series = groupBy(series, query.groupBy);
  const timestamps = times.map((time) => new Date(time).toISOString());
  const timeseries: Timeseries[] = series.map(({ fields, values }) => ({
    fields,
    points: {
      timestamps,
      start_times: times.map((time) => new Date(time - step).toISOString()),
      values: [
        {
          metric_type: 'delta',
          values: query.alignMs
            ? { type: 'double', values }
            : { type: 'integer', values: values.map((value) => Math.round(value)) },
        },
      ],
    },
  }));
  return { tables: [{ name: query.timeseries, timeseries }] };
}

export function groupBy(
  series: { fields: Record<string, FieldValue>; values: number[] }[],
  { fields, reducer }: NonNullable<OxqlQuery['groupBy']>,
) {
  const groups = new Map<string, { fields: Record<string, FieldValue>; members: number[][] }>();
  for (const entry of series) {
    const kept = Object.fromEntries(
      fields.flatMap((name) => (entry.fields[name] ? [[name, entry.fields[name]]] : [])),
    ) as Record<string, FieldValue>;
    const key = JSON.stringify(kept);
    const group = groups.get(key) ?? { fields: kept, members: [] };
    group.members.push(entry.values);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ fields: kept, members }) => ({
    fields: kept,
    values: (members[0] ?? []).map((_, index) => {
      const total = members.reduce((sum, values) => sum + (values[index] ?? 0), 0);
      return reducer === 'sum' ? total : total / members.length;
    }),
  }));
}
