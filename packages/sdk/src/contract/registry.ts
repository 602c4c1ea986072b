import type { z } from 'zod';
import type { ApiVersion } from './version.js';

/** A change a version made to one field of a named schema (of one member of a tagged union, with `variant`). */
export type FieldChange = {
  since: ApiVersion;
  /** The union member the change is in: the one whose `key` field is `value`. */
  variant?: { key: string; value: string };
} & ({ added: string } | { renamed: { from: string; to: string } });

/** When a named schema appeared, and what later versions changed in its fields (oldest first). */
export interface SchemaHistory {
  since?: ApiVersion;
  fields?: FieldChange[];
}

/** The version history of the named schemas that have one, by schema name. */
export const schemaHistories = new Map<string, SchemaHistory>();

/** Every named wire shape of the contract by the platform's schema name; emitted as `components.schemas`. */
export const namedSchemas = new Map<string, z.ZodType>();

/**
 * Registers a wire schema under the platform's schema name, so it is emitted once and referenced by name; the
 * schema is the newest version's, and `history` says how older versions differ.
 */
export function named<T extends z.ZodType>(id: string, schema: T, history?: SchemaHistory): T {
  if (namedSchemas.has(id)) throw new Error(`Schema ${id} is defined twice in the contract`);
  namedSchemas.set(id, schema);
  if (history) schemaHistories.set(id, history);
  return schema;
}

/** The platform's name for a registered schema, if it has one. */
export function schemaName(schema: z.ZodType): string | undefined {
  for (const [id, candidate] of namedSchemas) if (candidate === schema) return id;
  return undefined;
}
