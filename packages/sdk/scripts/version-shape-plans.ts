// Where older API versions name fields differently: per operation, the way down from its request body and its
// answer to each object whose schema history records a rename, and those renames with the version that made
// them. Computed from the OpenAPI document (the newest shapes) and the contract's schema histories, so that the
// client can translate between versions without zod (client/version-shapes.ts applies the plans).
import { operations, schemaHistories } from '../src/contract';
import { buildOpenApiDocument } from '../src/contract/openapi';
import type { SchemaHistory } from '../src/contract/registry';
import type { ShapePlan } from '../src/generated/version-shapes';

type Schema = Record<string, unknown>;
type Document = { components: { schemas: Record<string, Schema> } };
type Histories = ReadonlyMap<string, SchemaHistory>;

const REF_PREFIX = '#/components/schemas/';

/** The named schemas being resolved on the way down, and those met again inside themselves. */
interface Walk {
  readonly resolving: ReadonlySet<string>;
  readonly cut: Set<string>;
}

type Renamed = NonNullable<ShapePlan['renamed']>[number];

/** Joins two plans of one value (two ways of reaching the same object, or its structure and its history). */
function merge(a: ShapePlan | undefined, b: ShapePlan | undefined): ShapePlan | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (a.tag !== undefined && b.tag !== undefined && a.tag !== b.tag)
    throw new Error(`One value is told apart by both ${a.tag} and ${b.tag}`);
  const plan: {
    renamed?: Renamed[];
    properties?: Record<string, ShapePlan>;
    values?: ShapePlan;
    tag?: string;
    variants?: Record<string, ShapePlan>;
  } = {};
  const renamed = [...(a.renamed ?? []), ...(b.renamed ?? [])].filter(
    (entry, index, all) => all.findIndex((other) => other.join() === entry.join()) === index,
  );
  // Oldest first: an answer takes them in this order, a request in the reverse.
  if (renamed.length > 0)
    plan.renamed = renamed.sort(([x], [y]) => x.localeCompare(y, 'en', { numeric: true }));
  const properties = mergeRecords(a.properties, b.properties);
  if (properties) plan.properties = properties;
  const values = merge(a.values, b.values);
  if (values) plan.values = values;
  const variants = mergeRecords(a.variants, b.variants);
  if (variants) {
    plan.tag = (a.tag ?? b.tag) as string;
    plan.variants = variants;
  }
  return plan;
}

function mergeRecords(
  a: Readonly<Record<string, ShapePlan>> | undefined,
  b: Readonly<Record<string, ShapePlan>> | undefined,
): Record<string, ShapePlan> | undefined {
  if (a === undefined && b === undefined) return undefined;
  const merged: Record<string, ShapePlan> = { ...a };
  for (const [key, plan] of Object.entries(b ?? {})) merged[key] = merge(merged[key], plan) as ShapePlan;
  return merged;
}

/** The schema a `$ref` names, or the schema itself. */
const resolved = (document: Document, schema: Schema): Schema =>
  typeof schema.$ref === 'string'
    ? (document.components.schemas[schema.$ref.replace(REF_PREFIX, '')] ?? {})
    : schema;

/** The single value a schema allows (`const`, or an enum of one), if it allows one. */
function constantOf(schema: Schema | undefined): string | undefined {
  if (schema === undefined) return undefined;
  if (typeof schema.const === 'string') return schema.const;
  const values = schema.enum as unknown[] | undefined;
  return values?.length === 1 && typeof values[0] === 'string' ? values[0] : undefined;
}

/** The property every object member of a union fixes to its own value: the union's discriminator. */
function discriminatorOf(document: Document, members: Schema[]): string | undefined {
  const objects = members.map((member) => resolved(document, member)).filter((member) => member.properties);
  const first = objects[0]?.properties as Record<string, Schema> | undefined;
  return Object.keys(first ?? {}).find((key) =>
    objects.every((member) => constantOf((member.properties as Record<string, Schema>)[key]) !== undefined),
  );
}

/** The plan of a union: by member, chosen by the discriminator; or the one member that may hold an object. */
function unionPlan(document: Document, histories: Histories, members: Schema[], walk: Walk) {
  const plans = members.map((member) => shapePlanOf(document, histories, member, walk));
  if (plans.every((plan) => plan === undefined)) return undefined;
  const tag = discriminatorOf(document, members);
  if (tag === undefined) {
    const objects = members.filter((member) => resolved(document, member).type !== 'null');
    if (objects.length === 1) return plans.find((plan) => plan !== undefined);
    throw new Error('A union whose members hold renamed fields has no discriminator');
  }
  const variants: Record<string, ShapePlan> = {};
  members.forEach((member, index) => {
    const plan = plans[index];
    const value = constantOf((resolved(document, member).properties as Record<string, Schema>)[tag]);
    if (plan !== undefined && value !== undefined) variants[value] = plan;
  });
  return { tag, variants };
}

/** The renames a named schema's history records, placed on the schema or on the union member they name. */
function historyPlan(history: SchemaHistory | undefined): ShapePlan | undefined {
  let plan: ShapePlan | undefined;
  for (const change of history?.fields ?? []) {
    if (!('renamed' in change)) continue;
    const renamed: ShapePlan = { renamed: [[change.since, change.renamed.from, change.renamed.to]] };
    const placed = change.variant
      ? { tag: change.variant.key, variants: { [change.variant.value]: renamed } }
      : renamed;
    plan = merge(plan, placed);
  }
  return plan;
}

/** The shape plan of one schema of the document: undefined when nothing under it was renamed. */
export function shapePlanOf(
  document: Document,
  histories: Histories,
  schema: Schema | undefined,
  walk: Walk = { resolving: new Set(), cut: new Set() },
): ShapePlan | undefined {
  if (schema === undefined) return undefined;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace(REF_PREFIX, '');
    // A schema met again inside itself: its plan is being computed, and a plan is a tree, not a graph.
    if (walk.resolving.has(name)) {
      walk.cut.add(name);
      return undefined;
    }
    const inside = { resolving: new Set([...walk.resolving, name]), cut: walk.cut };
    const structure = shapePlanOf(document, histories, document.components.schemas[name], inside);
    const plan = merge(structure, historyPlan(histories.get(name)));
    if (plan !== undefined && walk.cut.has(name))
      throw new Error(`${name} contains itself and holds renamed fields: a plan cannot lead through it`);
    return plan;
  }
  const inner = walk;
  let plan: ShapePlan | undefined;
  for (const composition of ['oneOf', 'anyOf'] as const) {
    const members = schema[composition] as Schema[] | undefined;
    if (members) plan = merge(plan, unionPlan(document, histories, members, inner));
  }
  for (const part of (schema.allOf as Schema[] | undefined) ?? [])
    plan = merge(plan, shapePlanOf(document, histories, part, inner));
  // Arrays take the plan of their items.
  plan = merge(plan, shapePlanOf(document, histories, schema.items as Schema | undefined, inner));
  const record = schema.additionalProperties;
  if (typeof record === 'object' && record !== null) {
    const values = shapePlanOf(document, histories, record as Schema, inner);
    if (values) plan = merge(plan, { values });
  }
  const properties: Record<string, ShapePlan> = {};
  for (const [key, property] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
    const propertyPlan = shapePlanOf(document, histories, property, inner);
    if (propertyPlan !== undefined) properties[key] = propertyPlan;
  }
  if (Object.keys(properties).length > 0) plan = merge(plan, { properties });
  return plan;
}

type MediaContent = Record<string, { schema?: Schema }> | undefined;

interface DescribedOperation {
  requestBody?: { content?: MediaContent };
  responses: Record<string, { content?: MediaContent }>;
}

/** An operation's plans: for the body it sends and the answer it gets, where either holds renamed fields. */
function operationShapePlans(
  document: Document,
  histories: Histories,
  operation: DescribedOperation,
): { request?: ShapePlan; response?: ShapePlan } {
  const request = shapePlanOf(
    document,
    histories,
    operation.requestBody?.content?.['application/json']?.schema,
  );
  const success = Object.entries(operation.responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
  const response = shapePlanOf(document, histories, success?.content?.['application/json']?.schema);
  return {
    ...(request === undefined ? {} : { request }),
    ...(response === undefined ? {} : { response }),
  };
}

/** The generated module: the plan type and every operation's plans, keyed by operationId. */
export function renderVersionShapes(): string {
  const document = buildOpenApiDocument(operations) as unknown as Document & {
    paths: Record<string, Record<string, unknown>>;
  };
  const histories: Histories = schemaHistories;
  const rows: string[] = [];
  for (const methods of Object.values(document.paths)) {
    for (const described of Object.values(methods) as (DescribedOperation & { operationId: string })[]) {
      const plans = operationShapePlans(document, histories, described);
      if (plans.request || plans.response) rows.push(`  ${described.operationId}: ${JSON.stringify(plans)},`);
    }
  }
  return [
    '// Generated by packages/sdk/scripts/generate.ts from the contract. Do not edit.',
    "import type { OperationId } from './operations.js';",
    '',
    '/**',
    ' * The way down a body to the objects whose fields older API versions name differently: `properties` by wire',
    ' * name, record `values`, and the union members by the value of their `tag` field. Arrays take the plan of',
    ' * their items. `renamed` lists the object’s renames, oldest first: the version that made each, the name',
    ' * before it and the name since.',
    ' */',
    'export interface ShapePlan {',
    '  readonly renamed?: readonly (readonly [since: string, older: string, newer: string])[];',
    '  readonly properties?: Readonly<Record<string, ShapePlan>>;',
    '  readonly values?: ShapePlan;',
    '  readonly tag?: string;',
    '  readonly variants?: Readonly<Record<string, ShapePlan>>;',
    '}',
    '',
    '/** The plans of a request body and of an answer. */',
    'export interface OperationShapes {',
    '  readonly request?: ShapePlan;',
    '  readonly response?: ShapePlan;',
    '}',
    '',
    '/** Every operation whose request body or answer holds a field an older API version names differently. */',
    'export const versionShapes: Readonly<Partial<Record<OperationId, OperationShapes>>> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}
