import { z } from 'zod';
import { ipAddr } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  dateTime,
  double,
  int64,
  NameOrId,
  pageOf,
  pageQuery,
  projectRequired,
  projectScope,
  uint8,
  uint16,
  uint32,
  uint64,
  uuid,
} from './shared.js';

// Scalars the metrics shapes need beyond shared.ts ----------------------------------------------------------

const int8 = () => z.int().min(-128).max(127).meta({ format: 'int8' });
const int16 = () => z.int().min(-32768).max(32767).meta({ format: 'int16' });
const int32 = () => z.int().min(-2147483648).max(2147483647).meta({ format: 'int32' });
const float = () => z.number().meta({ format: 'float' });

// Silo and system metrics ------------------------------------------------------------------------------------

export const SystemMetricName = named(
  'SystemMetricName',
  z.enum(['virtual_disk_space_provisioned', 'cpus_provisioned', 'ram_provisioned']),
);
export const PaginationOrder = named('PaginationOrder', z.enum(['ascending', 'descending']));

export const DatumType = named(
  'DatumType',
  z.enum([
    'bool',
    'i8',
    'u8',
    'i16',
    'u16',
    'i32',
    'u32',
    'i64',
    'u64',
    'f32',
    'f64',
    'string',
    'bytes',
    'cumulative_i64',
    'cumulative_u64',
    'cumulative_f32',
    'cumulative_f64',
    'histogram_i8',
    'histogram_u8',
    'histogram_i16',
    'histogram_u16',
    'histogram_i32',
    'histogram_u32',
    'histogram_i64',
    'histogram_u64',
    'histogram_f32',
    'histogram_f64',
  ]),
);

export const MissingDatum = named(
  'MissingDatum',
  z.object({ datum_type: DatumType, start_time: dateTime().nullable().optional() }),
);

/** Five markers of the P² quantile estimator. */
const markers = <T extends z.ZodType>(item: T) => z.array(item).length(5);
export const Quantile = named(
  'Quantile',
  z.object({
    desired_marker_positions: markers(double()),
    marker_heights: markers(double()),
    marker_positions: markers(uint64()),
    p: double(),
  }),
);

const cumulativeOf = <T extends z.ZodType>(value: T) => z.object({ start_time: dateTime(), value });
// The helpers' schema types are interfaces, so that the declarations of the thirty schemas built from them (and
// of `Datum`, which holds them all) say `HistogramSchema<…>` instead of restating each one in full (an alias
// would be expanded; an interface is printed by name).
type CumulativeOf<T extends z.ZodType> = ReturnType<typeof cumulativeOf<T>>;
interface CumulativeSchema<T extends z.ZodType> extends CumulativeOf<T> {}
const cumulative = <T extends z.ZodType>(id: string, value: T): CumulativeSchema<T> =>
  named(id, cumulativeOf(value));

export const Cumulativeint64 = cumulative('Cumulativeint64', int64());
export const Cumulativeuint64 = cumulative('Cumulativeuint64', uint64());
export const Cumulativefloat = cumulative('Cumulativefloat', float());
export const Cumulativedouble = cumulative('Cumulativedouble', double());

/** A histogram bin's bounds: open below, closed range, or open above. */
const binRangeOf = <T extends z.ZodType>(bound: () => T) =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('range_to'), end: bound() }),
    z.object({ type: z.literal('range'), start: bound(), end: bound() }),
    z.object({ type: z.literal('range_from'), start: bound() }),
  ]);
type BinRangeOf<T extends z.ZodType> = ReturnType<typeof binRangeOf<T>>;
interface BinRangeSchema<T extends z.ZodType> extends BinRangeOf<T> {}
const binRange = <T extends z.ZodType>(id: string, bound: () => T): BinRangeSchema<T> =>
  named(id, binRangeOf(bound));

const binOf = <T extends z.ZodType>(range: T) => z.object({ count: uint64(), range });
type BinOf<T extends z.ZodType> = ReturnType<typeof binOf<T>>;
interface BinSchema<T extends z.ZodType> extends BinOf<T> {}
const bin = <T extends z.ZodType>(id: string, range: T): BinSchema<T> => named(id, binOf(range));

const histogramOf = <B extends z.ZodType, T extends z.ZodType, S extends z.ZodType>(
  binSchema: B,
  bound: () => T,
  sum: () => S,
) =>
  z.object({
    bins: z.array(binSchema),
    max: bound(),
    min: bound(),
    n_samples: uint64(),
    p50: Quantile,
    p90: Quantile,
    p99: Quantile,
    squared_mean: double(),
    start_time: dateTime(),
    sum_of_samples: sum(),
  });
type HistogramOf<B extends z.ZodType, T extends z.ZodType, S extends z.ZodType> = ReturnType<
  typeof histogramOf<B, T, S>
>;
interface HistogramSchema<B extends z.ZodType, T extends z.ZodType, S extends z.ZodType>
  extends HistogramOf<B, T, S> {}
const histogram = <B extends z.ZodType, T extends z.ZodType, S extends z.ZodType>(
  id: string,
  binSchema: B,
  bound: () => T,
  sum: () => S,
): HistogramSchema<B, T, S> => named(id, histogramOf(binSchema, bound, sum));

export const BinRangeint8 = binRange('BinRangeint8', int8);
export const Binint8 = bin('Binint8', BinRangeint8);
export const Histogramint8 = histogram('Histogramint8', Binint8, int8, int64);
export const BinRangeuint8 = binRange('BinRangeuint8', uint8);
export const Binuint8 = bin('Binuint8', BinRangeuint8);
export const Histogramuint8 = histogram('Histogramuint8', Binuint8, uint8, int64);
export const BinRangeint16 = binRange('BinRangeint16', int16);
export const Binint16 = bin('Binint16', BinRangeint16);
export const Histogramint16 = histogram('Histogramint16', Binint16, int16, int64);
export const BinRangeuint16 = binRange('BinRangeuint16', uint16);
export const Binuint16 = bin('Binuint16', BinRangeuint16);
export const Histogramuint16 = histogram('Histogramuint16', Binuint16, uint16, int64);
export const BinRangeint32 = binRange('BinRangeint32', int32);
export const Binint32 = bin('Binint32', BinRangeint32);
export const Histogramint32 = histogram('Histogramint32', Binint32, int32, int64);
export const BinRangeuint32 = binRange('BinRangeuint32', uint32);
export const Binuint32 = bin('Binuint32', BinRangeuint32);
export const Histogramuint32 = histogram('Histogramuint32', Binuint32, uint32, int64);
export const BinRangeint64 = binRange('BinRangeint64', int64);
export const Binint64 = bin('Binint64', BinRangeint64);
export const Histogramint64 = histogram('Histogramint64', Binint64, int64, int64);
export const BinRangeuint64 = binRange('BinRangeuint64', uint64);
export const Binuint64 = bin('Binuint64', BinRangeuint64);
export const Histogramuint64 = histogram('Histogramuint64', Binuint64, uint64, int64);
export const BinRangefloat = binRange('BinRangefloat', float);
export const Binfloat = bin('Binfloat', BinRangefloat);
export const Histogramfloat = histogram('Histogramfloat', Binfloat, float, double);
export const BinRangedouble = binRange('BinRangedouble', double);
export const Bindouble = bin('Bindouble', BinRangedouble);
export const Histogramdouble = histogram('Histogramdouble', Bindouble, double, double);

const datum = <K extends string, T extends z.ZodType>(type: K, value: T) =>
  z.object({ type: z.literal(type), datum: value });

/** One sample, tagged by its type. */
export const Datum = named(
  'Datum',
  z.discriminatedUnion('type', [
    datum('bool', z.boolean()),
    datum('i8', int8()),
    datum('u8', uint8()),
    datum('i16', int16()),
    datum('u16', uint16()),
    datum('i32', int32()),
    datum('u32', uint32()),
    datum('i64', int64()),
    datum('u64', uint64()),
    datum('f32', float()),
    datum('f64', double()),
    datum('string', z.string()),
    datum('bytes', z.array(uint8())),
    datum('cumulative_i64', Cumulativeint64),
    datum('cumulative_u64', Cumulativeuint64),
    datum('cumulative_f32', Cumulativefloat),
    datum('cumulative_f64', Cumulativedouble),
    datum('histogram_i8', Histogramint8),
    datum('histogram_u8', Histogramuint8),
    datum('histogram_i16', Histogramint16),
    datum('histogram_u16', Histogramuint16),
    datum('histogram_i32', Histogramint32),
    datum('histogram_u32', Histogramuint32),
    datum('histogram_i64', Histogramint64),
    datum('histogram_u64', Histogramuint64),
    datum('histogram_f32', Histogramfloat),
    datum('histogram_f64', Histogramdouble),
    datum('missing', MissingDatum),
  ]),
);

export const Measurement = named('Measurement', z.object({ datum: Datum, timestamp: dateTime() }));
export const MeasurementResultsPage = pageOf('MeasurementResultsPage', Measurement);

// OxQL timeseries queries ------------------------------------------------------------------------------------

export const TimeseriesQuery = named('TimeseriesQuery', z.object({ query: z.string() }));

const fieldValue = <K extends string, T extends z.ZodType>(type: K, value: T) =>
  z.object({ type: z.literal(type), value });

export const FieldValue = named(
  'FieldValue',
  z.discriminatedUnion('type', [
    fieldValue('string', z.string()),
    fieldValue('i8', int8()),
    fieldValue('u8', uint8()),
    fieldValue('i16', int16()),
    fieldValue('u16', uint16()),
    fieldValue('i32', int32()),
    fieldValue('u32', uint32()),
    fieldValue('i64', int64()),
    fieldValue('u64', uint64()),
    fieldValue('ip_addr', ipAddr()),
    fieldValue('uuid', uuid()),
    fieldValue('bool', z.boolean()),
  ]),
);

export const MetricType = named('MetricType', z.enum(['gauge', 'delta', 'cumulative']));

const distributionExtremes = <T extends z.ZodType>(value: () => T) => ({
  max: value().nullable().optional(),
  min: value().nullable().optional(),
  p50: double().nullable().optional(),
  p90: double().nullable().optional(),
  p99: double().nullable().optional(),
  squared_mean: double(),
  counts: z.array(uint64()),
});
export const Distributionint64 = named(
  'Distributionint64',
  z.object({ bins: z.array(int64()), sum_of_samples: int64(), ...distributionExtremes(int64) }),
);
export const Distributiondouble = named(
  'Distributiondouble',
  z.object({ bins: z.array(double()), sum_of_samples: double(), ...distributionExtremes(double) }),
);

const valueArray = <K extends string, T extends z.ZodType>(type: K, item: T) =>
  z.object({ type: z.literal(type), values: z.array(item) });

export const ValueArray = named(
  'ValueArray',
  z.discriminatedUnion('type', [
    valueArray('integer', int64().nullable()),
    valueArray('double', double().nullable()),
    valueArray('boolean', z.boolean().nullable()),
    valueArray('string', z.string().nullable()),
    valueArray('integer_distribution', Distributionint64.nullable()),
    valueArray('double_distribution', Distributiondouble.nullable()),
  ]),
);

export const Values = named('Values', z.object({ metric_type: MetricType, values: ValueArray }));
export const Points = named(
  'Points',
  z.object({
    start_times: z.array(dateTime()).nullable().optional(),
    timestamps: z.array(dateTime()),
    values: z.array(Values),
  }),
);
export const Timeseries = named(
  'Timeseries',
  z.object({ fields: z.record(z.string(), FieldValue), points: Points }),
);
export const OxqlTable = named('OxqlTable', z.object({ name: z.string(), timeseries: z.array(Timeseries) }));
export const OxqlQueryResult = named('OxqlQueryResult', z.object({ tables: z.array(OxqlTable) }));

// Timeseries schemas -----------------------------------------------------------------------------------------

export const AuthzScope = named('AuthzScope', z.enum(['fleet', 'silo', 'project', 'viewable_to_all']));
export const FieldType = named(
  'FieldType',
  z.enum(['string', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'u64', 'ip_addr', 'uuid', 'bool']),
);
export const FieldSource = named('FieldSource', z.enum(['target', 'metric']));
export const FieldSchema = named(
  'FieldSchema',
  z.object({ description: z.string(), field_type: FieldType, name: z.string(), source: FieldSource }),
);

/** `target_name:metric_name`, each lower-case words joined by `_`. */
export const TimeseriesName = named(
  'TimeseriesName',
  z.string().regex(/^(([a-z]+[a-z0-9]*)(_([a-z0-9]+))*):(([a-z]+[a-z0-9]*)(_([a-z0-9]+))*)$/),
);
export const TimeseriesDescription = named(
  'TimeseriesDescription',
  z.object({ metric: z.string(), target: z.string() }),
);
export const Units = named(
  'Units',
  z.enum([
    'count',
    'bytes',
    'seconds',
    'nanoseconds',
    'volts',
    'amps',
    'watts',
    'degrees_celsius',
    'joules',
    'none',
    'rpm',
  ]),
);
export const TimeseriesSchema = named(
  'TimeseriesSchema',
  z.object({
    authz_scope: AuthzScope,
    created: dateTime(),
    datum_type: DatumType,
    description: TimeseriesDescription,
    field_schema: z.array(FieldSchema),
    timeseries_name: TimeseriesName,
    units: Units,
    version: uint8().min(1),
  }),
);
export const TimeseriesSchemaResultsPage = pageOf('TimeseriesSchemaResultsPage', TimeseriesSchema);

// Operations -------------------------------------------------------------------------------------------------

const metricName = { metric_name: SystemMetricName };
const metricQuery = {
  ...pageQuery,
  start_time: dateTime().optional(),
  end_time: dateTime().optional(),
  order: PaginationOrder.optional(),
};

export const metricOperations = defineOperations({
  silo_metric: {
    method: 'get',
    path: '/v1/metrics/{metric_name}',
    tag: 'metrics',
    summary: "Read a silo's utilization metric",
    pathParams: metricName,
    query: { ...metricQuery, ...projectScope },
    status: 200,
    response: MeasurementResultsPage,
  },
  system_metric: {
    method: 'get',
    path: '/v1/system/metrics/{metric_name}',
    tag: 'system/metrics',
    summary: 'Read a fleet or silo utilization metric',
    pathParams: metricName,
    query: { ...metricQuery, silo: NameOrId.optional() },
    status: 200,
    response: MeasurementResultsPage,
  },
  system_timeseries_query: {
    method: 'post',
    path: '/v1/system/timeseries/query',
    tag: 'system/metrics',
    summary: 'Run an OxQL query over all timeseries',
    body: TimeseriesQuery,
    status: 200,
    response: OxqlQueryResult,
  },
  system_timeseries_schema_list: {
    method: 'get',
    path: '/v1/system/timeseries/schemas',
    tag: 'system/metrics',
    summary: 'List timeseries schemas',
    query: pageQuery,
    status: 200,
    response: TimeseriesSchemaResultsPage,
  },
  timeseries_query: {
    method: 'post',
    path: '/v1/timeseries/query',
    tag: 'experimental',
    summary: "Run an OxQL query over a project's timeseries",
    query: projectRequired,
    body: TimeseriesQuery,
    status: 200,
    response: OxqlQueryResult,
  },
});
