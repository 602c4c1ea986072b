// Where the wire format holds data rather than schema names: the client converts the keys the schema names
// (snake_case ↔ camelCase) and leaves record keys and free-form values as they are. The plans are computed
// from the OpenAPI document, per operation, for the request body and the success answer.
import type { KeyPlan } from '../src/generated/operations';

type Schema = Record<string, unknown>;
type Document = { components: { schemas: Record<string, Schema> } };

const COMPOSITIONS = ['anyOf', 'oneOf', 'allOf'] as const;

/** Joins the plans of two alternatives of one value; `undefined` means "convert every key below". */
function merge(a: KeyPlan | undefined, b: KeyPlan | undefined): KeyPlan | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (a === 'data' || b === 'data') return 'data';
  if ('keys' in a && 'keys' in b) {
    const values = merge(a.values, b.values);
    return values === undefined ? { keys: 'data' } : { keys: 'data', values };
  }
  if ('properties' in a && 'properties' in b) {
    const properties: Record<string, KeyPlan> = { ...a.properties };
    for (const [key, plan] of Object.entries(b.properties)) {
      const merged = merge(properties[key], plan);
      if (merged !== undefined) properties[key] = merged;
    }
    return { properties };
  }
  // A record in one alternative and named properties in another: keep every key as it came.
  return 'data';
}

/** A schema that says nothing about its value's shape: JSON the platform passes through (e.g. `z.unknown()`). */
const isFreeForm = (schema: Schema) =>
  Object.keys(schema).filter((key) => key !== 'description' && key !== 'title').length === 0;

/** The key plan of one schema in the document. */
export function keyPlanOf(
  document: Document,
  schema: Schema | undefined,
  resolving: ReadonlySet<string> = new Set(),
): KeyPlan | undefined {
  if (schema === undefined) return undefined;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    // A schema that contains itself holds no data keys on the way back in: its plan is being computed.
    if (resolving.has(name)) return undefined;
    return keyPlanOf(document, document.components.schemas[name], new Set([...resolving, name]));
  }
  if (isFreeForm(schema)) return 'data';
  let plan: KeyPlan | undefined;
  for (const composition of COMPOSITIONS) {
    for (const part of (schema[composition] as Schema[] | undefined) ?? []) {
      plan = merge(plan, keyPlanOf(document, part, resolving));
    }
  }
  plan = merge(plan, keyPlanOf(document, schema.items as Schema | undefined, resolving));
  const record = schema.additionalProperties;
  if (typeof record === 'object' && record !== null) {
    const values = keyPlanOf(document, record as Schema, resolving);
    plan = merge(plan, values === undefined ? { keys: 'data' } : { keys: 'data', values });
  }
  const properties: Record<string, KeyPlan> = {};
  for (const [key, property] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
    const propertyPlan = keyPlanOf(document, property, resolving);
    if (propertyPlan !== undefined) properties[key] = propertyPlan;
  }
  if (Object.keys(properties).length > 0) plan = merge(plan, { properties });
  return plan;
}

type MediaContent = Record<string, { schema?: Schema }> | undefined;

/** The schema of a JSON body, if the body is JSON. */
const jsonSchemaOf = (content: MediaContent) =>
  content?.['application/json']?.schema ?? content?.['application/x-www-form-urlencoded']?.schema;

/** An operation's key plans: for the body it sends and for the body it gets back. */
export function operationKeyPlans(
  document: Document,
  operation: {
    requestBody?: { content?: MediaContent };
    responses: Record<string, { content?: MediaContent }>;
  },
): { requestKeys?: KeyPlan; responseKeys?: KeyPlan } {
  const requestKeys = keyPlanOf(document, jsonSchemaOf(operation.requestBody?.content));
  const success = Object.entries(operation.responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
  const responseKeys = keyPlanOf(document, jsonSchemaOf(success?.content));
  return {
    ...(requestKeys === undefined ? {} : { requestKeys }),
    ...(responseKeys === undefined ? {} : { responseKeys }),
  };
}
