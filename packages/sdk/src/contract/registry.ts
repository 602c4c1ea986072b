import type { z } from 'zod';

/** Every named wire shape of the contract by the platform's schema name; emitted as `components.schemas`. */
export const namedSchemas = new Map<string, z.ZodType>();

/** Registers a wire schema under the platform's schema name, so it is emitted once and referenced by name. */
export function named<T extends z.ZodType>(id: string, schema: T): T {
  if (namedSchemas.has(id)) throw new Error(`Schema ${id} is defined twice in the contract`);
  namedSchemas.set(id, schema);
  return schema;
}

/** The platform's name for a registered schema, if it has one. */
export function schemaName(schema: z.ZodType): string | undefined {
  for (const [id, candidate] of namedSchemas) if (candidate === schema) return id;
  return undefined;
}
