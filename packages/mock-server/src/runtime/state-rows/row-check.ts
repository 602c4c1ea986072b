// The two checks a table's rows get (see ../state-rows.ts): its schema, and the rows its columns point to.
import type { z } from 'zod';
import type { TableName } from '../../store/db';
import type { Tables } from '../../store/tables';

/**
 * A schema per table whose output is the table's declared row type, so that a row type and its check cannot
 * drift apart: a column added to a table in store/tables.ts fails the typecheck until its schema has it too.
 */
export type RowSchemas = { [Name in TableName]: z.ZodType<Tables[Name]> };

/** A column holding the id of a row of another table. */
export interface Reference {
  table: TableName;
  column: string;
  to: TableName;
  /** The column may be absent or `null` (a floating IP attached to no instance). */
  optional?: true;
}

/** The references of one table to others, written `column: target` (`?` after the target: optional). */
export function referencesOf(
  table: TableName,
  columns: Readonly<Record<string, TableName | `${TableName}?`>>,
): Reference[] {
  return Object.entries(columns).map(([column, target]) => {
    const optional = target.endsWith('?');
    const to = (optional ? target.slice(0, -1) : target) as TableName;
    return optional ? { table, column, to, optional } : { table, column, to };
  });
}
