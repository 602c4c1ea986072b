// What a row of each table must be for the store to serve it: its shape (the contract's schema of the
// resource, with the columns the store adds) and the rows it points to. A state file is checked against both
// before the server starts, so a hand-edited or damaged file is refused with the row named, instead of being
// served as it is (an instance `run_state: "exploded"`) or hiding rows (a project of no silo). The schemas and
// references are kept by area in state-rows/.
import type { z } from 'zod';
import { computeReferences, computeRowSchemas } from './state-rows/compute';
import { identityReferences, identityRowSchemas } from './state-rows/identity';
import { networkingReferences, networkingRowSchemas } from './state-rows/networking';
import type { Reference, RowSchemas } from './state-rows/row-check';
import { systemReferences, systemRowSchemas } from './state-rows/system';

/**
 * Each table's row schema; the type makes it name every table of store/tables.ts. Extra columns are allowed
 * (the schemas strip rather than refuse them). A table no schema names (none the store declares) is checked
 * as an object only.
 */
const ROW_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  ...identityRowSchemas,
  ...computeRowSchemas,
  ...networkingRowSchemas,
  ...systemRowSchemas,
} satisfies RowSchemas;

/** The references the store follows to scope, authorize and join: a dangling one hides rows or grants nothing. */
const REFERENCES: readonly Reference[] = [
  ...identityReferences,
  ...computeReferences,
  ...networkingReferences,
  ...systemReferences,
];

/** Why a row does not fit its table's schema, or undefined when it does. */
export function rowProblem(table: string, row: unknown): string | undefined {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return 'it is not an object';
  const schema = ROW_SCHEMAS[table];
  if (!schema) return undefined;
  const result = schema.safeParse(row);
  if (result.success) return undefined;
  return result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'the row'}: ${issue.message}`)
    .join('; ');
}

/** The first reference that points nowhere, as `table`, row id and a description; undefined when none does. */
export function danglingReference(
  tables: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): { table: string; id: string; problem: string } | undefined {
  for (const { table, column, to, optional } of REFERENCES) {
    const targets = tables[to] ?? {};
    for (const [rowId, row] of Object.entries(tables[table] ?? {})) {
      const value = (row as Record<string, unknown>)[column];
      if (typeof value === 'string' && Object.hasOwn(targets, value)) continue;
      const absent = value === undefined || value === null;
      if (absent && optional) continue;
      return {
        table,
        id: rowId,
        problem: absent
          ? `it has no ${column}`
          : `its ${column} ${JSON.stringify(value)} names no row of "${to}"`,
      };
    }
  }
  return undefined;
}
