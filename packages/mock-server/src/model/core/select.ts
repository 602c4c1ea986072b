import type { Table } from '../../store/db';
import { isUuid, timestamp } from '../../store/ids';
import { alreadyExists, invalidRequest, notFound } from './errors';

interface Named {
  id: string;
  name: string;
}

/** Finds a row by name or id among candidates, or answers 404 in the platform's words. */
export function findByNameOrId<Row extends Named>(rows: Iterable<Row>, kind: string, selector: string): Row {
  const byId = isUuid(selector);
  for (const row of rows) {
    if (byId ? row.id === selector : row.name === selector) return row;
  }
  throw notFound(kind, byId ? 'id' : 'name', selector);
}

/**
 * The platform's scoping rule for a child resource: given by id, its parent must not be named; given by name,
 * its parent is required.
 */
export function checkScope(
  kind: string,
  selector: string,
  parentKind: string,
  parent: string | undefined | null,
) {
  if (isUuid(selector)) {
    if (parent) throw invalidRequest(`when providing ${kind} as an ID ${parentKind} should not be specified`);
  } else if (!parent) {
    throw invalidRequest(`${parentKind} is required when ${kind} is provided by name`);
  }
}

/** Refuses a name already taken among siblings, as the platform does on create and rename. */
export function ensureUniqueName<Row extends Named>(
  rows: Iterable<Row>,
  kind: string,
  name: string,
  exceptId?: string,
) {
  for (const row of rows) {
    if (row.name === name && row.id !== exceptId) throw alreadyExists(kind, name);
  }
}

/** What an update may rename: a new name and a new description, each kept as it is when not given. */
interface Rename {
  name?: string | null;
  description?: string | null;
}

/**
 * Renames and redescribes a row in place, with any other `change` of the update, refusing a name one of its
 * siblings holds; the row is written back so the table's indexes and journal see the change.
 */
export function renameRow<Row extends Named & { description: string; time_modified: string }>(
  table: Table<Row>,
  siblings: Iterable<Row>,
  kind: string,
  row: Row,
  body: Rename,
  now: Date,
  change: Partial<Row> = {},
): Row {
  if (body.name) ensureUniqueName(siblings, kind, body.name, row.id);
  Object.assign(row, {
    name: body.name ?? row.name,
    description: body.description ?? row.description,
    ...change,
    time_modified: timestamp(now),
  });
  table.set(row.id, row);
  return row;
}
