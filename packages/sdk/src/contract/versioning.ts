import { z } from 'zod';
import type { Operation } from './operation.js';
import { type FieldChange, namedSchemas, schemaHistories } from './registry.js';
import { API_VERSION, type ApiVersion, compareApiVersions } from './version.js';

type JsonSchema = Record<string, unknown>;

/** Whether something added at `since` exists at `version`. */
const existsAt = (since: ApiVersion | undefined, version: string) =>
  since === undefined || compareApiVersions(version, since) >= 0;

/** Whether an operation exists at a version (any semantic version, not only the listed ones). */
export const operationExistsAt = (operation: Operation, version: string) =>
  existsAt(operation.since, version);

/** The path an operation has at a version: where it lived before a move, or its path now. */
export function operationPathAt(operation: Operation, version: string): string {
  const moved = operation.movedFrom;
  return moved && compareApiVersions(version, moved.until) < 0 ? moved.path : operation.path;
}

/** The operations a version serves, each at the path (and under the tag) it had then. */
export function operationsAt<T extends Record<string, Operation>>(operations: T, version: string): T {
  const served: Record<string, Operation> = {};
  for (const [operationId, operation] of Object.entries(operations)) {
    if (!operationExistsAt(operation, version)) continue;
    const moved = operation.movedFrom;
    served[operationId] =
      moved && compareApiVersions(version, moved.until) < 0
        ? { ...operation, path: moved.path, tag: moved.tag }
        : operation;
  }
  return served as T;
}

/** Whether a named schema exists at a version. */
export const schemaExistsAt = (id: string, version: string) =>
  existsAt(schemaHistories.get(id)?.since, version);

/** The changes to a schema's fields that `version` does not have yet, oldest first. */
const changesAfter = (id: string, version: string): FieldChange[] =>
  (schemaHistories.get(id)?.fields ?? []).filter((change) => !existsAt(change.since, version));

const renameKey = (record: Record<string, unknown>, from: string, to: string) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key === from ? to : key, value]));

/** The object schemas a change applies to: the schema itself, or the union member it names. */
function objectSchemasOf(schema: JsonSchema, change: FieldChange): JsonSchema[] {
  const members = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (!change.variant) return members ?? [schema];
  const { key, value } = change.variant;
  return (members ?? []).filter((member) => {
    const tag = (member.properties as Record<string, JsonSchema> | undefined)?.[key];
    return tag?.const === value || (tag?.enum as unknown[] | undefined)?.includes(value);
  });
}

/** A named schema's emitted JSON Schema as an older version describes it (the newest changes undone first). */
export function jsonSchemaAt(id: string, schema: JsonSchema, version: string): JsonSchema {
  const changes = changesAfter(id, version);
  if (changes.length === 0) return schema;
  const older = structuredClone(schema);
  for (const change of changes.reverse()) {
    for (const member of objectSchemasOf(older, change)) {
      const properties = (member.properties ?? {}) as Record<string, unknown>;
      const required = (member.required ?? []) as string[];
      if ('added' in change) {
        delete properties[change.added];
        member.required = required.filter((name) => name !== change.added);
      } else {
        const { from, to } = change.renamed;
        member.properties = renameKey(properties, to, from);
        member.required = required.map((name) => (name === to ? from : name));
      }
    }
  }
  return older;
}

// Translating values between versions -------------------------------------------------------------------------

const nameOf = new Map<z.ZodType, string>();
const reaching = new WeakMap<z.ZodType, boolean>();

/** The schemas a value of `schema` may hold directly (inner types, fields, items, union members). */
function childrenOf(schema: z.ZodType): z.ZodType[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return [schema.unwrap() as z.ZodType];
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodReadonly || schema instanceof z.ZodCatch)
    return [schema.unwrap() as z.ZodType];
  if (schema instanceof z.ZodLazy) return [schema.unwrap() as z.ZodType];
  if (schema instanceof z.ZodPipe) return [schema.in as z.ZodType, schema.out as z.ZodType];
  if (schema instanceof z.ZodObject) return Object.values(schema.shape) as z.ZodType[];
  if (schema instanceof z.ZodArray) return [schema.element as z.ZodType];
  if (schema instanceof z.ZodUnion) return [...schema.options] as z.ZodType[];
  if (schema instanceof z.ZodRecord) return [schema.valueType as z.ZodType];
  return [];
}

/** Whether a value of `schema` may hold a named schema whose fields changed between versions. */
export const hasVersionedShapes = (schema: z.ZodType) => reachesHistory(schema);

function reachesHistory(schema: z.ZodType): boolean {
  const known = reaching.get(schema);
  if (known !== undefined) return known;
  if (nameOf.size === 0) for (const [id, named] of namedSchemas) nameOf.set(named, id);
  reaching.set(schema, false); // a schema that refers to itself does not make itself versioned
  const id = nameOf.get(schema);
  const result =
    (id !== undefined && (schemaHistories.get(id)?.fields?.length ?? 0) > 0) ||
    childrenOf(schema).some(reachesHistory);
  reaching.set(schema, result);
  return result;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a union member can describe the value: every literal field of the member matches. */
function memberFits(member: z.ZodType, value: Record<string, unknown>): boolean {
  if (!(member instanceof z.ZodObject)) return true;
  return Object.entries(member.shape as Record<string, z.ZodType>).every(
    ([key, field]) => !(field instanceof z.ZodLiteral) || field.values.has(value[key] as never),
  );
}

type Direction = 'answer' | 'request';

function applyChanges(id: string, value: Record<string, unknown>, version: string, direction: Direction) {
  const changes = changesAfter(id, version);
  for (const change of direction === 'answer' ? changes.reverse() : changes) {
    if (change.variant && value[change.variant.key] !== change.variant.value) continue;
    if ('added' in change) {
      delete value[change.added];
      continue;
    }
    const [from, to] =
      direction === 'answer'
        ? [change.renamed.to, change.renamed.from]
        : [change.renamed.from, change.renamed.to];
    // A request under the newer name is a field the client's version lacks: ignored, as the platform ignores
    // fields it does not know, so a request without the old name is refused for missing it.
    if (direction === 'request') delete value[to];
    if (from in value) {
      value[to] = value[from];
      delete value[from];
    }
  }
}

/** Rewrites, in place, every versioned object inside `value` (a value of `schema`). */
function rewrite(schema: z.ZodType, value: unknown, version: string, direction: Direction): void {
  if (value === null || value === undefined || !reachesHistory(schema)) return;
  if (schema instanceof z.ZodObject) {
    if (!isRecord(value)) return;
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>))
      rewrite(field, value[key], version, direction);
  } else if (schema instanceof z.ZodArray) {
    if (Array.isArray(value))
      for (const item of value) rewrite(schema.element as z.ZodType, item, version, direction);
  } else if (schema instanceof z.ZodUnion) {
    for (const member of schema.options as z.ZodType[])
      if (!isRecord(value) || memberFits(member, value)) rewrite(member, value, version, direction);
  } else if (schema instanceof z.ZodRecord) {
    if (isRecord(value))
      for (const item of Object.values(value))
        rewrite(schema.valueType as z.ZodType, item, version, direction);
  } else {
    for (const child of childrenOf(schema)) rewrite(child, value, version, direction);
  }
  const id = nameOf.get(schema);
  if (id !== undefined && isRecord(value)) applyChanges(id, value, version, direction);
}

/**
 * A value of the newest version's `schema` in the shape an older version gives it (fields it lacks dropped,
 * renamed fields under their old names). The value is not changed; unchanged values come back as they are.
 */
export function valueAt<T>(schema: z.ZodType, value: T, version: string): T {
  if (compareApiVersions(version, API_VERSION) >= 0 || !reachesHistory(schema)) return value;
  const copy = structuredClone(value);
  rewrite(schema, copy, version, 'answer');
  return copy;
}

/** A value an older version's client sent, in the shape the newest version's `schema` takes. */
export function valueFrom<T>(schema: z.ZodType, value: T, version: string): T {
  if (compareApiVersions(version, API_VERSION) >= 0 || !reachesHistory(schema)) return value;
  const copy = structuredClone(value);
  rewrite(schema, copy, version, 'request');
  return copy;
}
