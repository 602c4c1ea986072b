// The state file's format: the Node server's `--state` snapshot and the preview's export are one format, so a
// preview's export can be served by the Node server and the other way round. Pure, so the browser reads it
// too; every row is checked against its table's schema, and every reference between rows, on either side
// (state-rows.ts).
import type { Snapshot } from '../store/db';
import { danglingReference, rowProblem } from './state-rows';

export const STATE_FORMAT = 'rackconsole-mock-state';
export const STATE_VERSION = 1;
/** Without these nobody can sign in: a file lacking them is not a store. */
const REQUIRED_TABLES = ['silos', 'users'];
/** A state file that is not a store this version can read; the server refuses to start and leaves it as is. */
export class StateFileError extends Error {}

export interface LoadedState {
  tables: Snapshot;
  /** The last journal record the tables hold. */
  sequence: number;
  /** Whether the file was an unversioned snapshot from before version 1 (rewritten as version 1 at start). */
  migrated: boolean;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const kindOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : typeof value;

/** Refuses a row that does not fit its table, naming the file, the table and the row. */
export function checkRows(path: string, table: string, rows: Iterable<[id: string, row: unknown]>) {
  for (const [id, row] of rows) {
    const problem = rowProblem(table, row);
    if (problem) throw new StateFileError(`${path}: table "${table}", row "${id}": ${problem}`);
  }
}

function tablesOf(path: string, tables: unknown, rowsChecked: boolean): Snapshot {
  if (!isRecord(tables)) throw new StateFileError(`${path}: its tables are ${kindOf(tables)}, not an object`);
  for (const [name, rows] of Object.entries(tables)) {
    if (!isRecord(rows)) throw new StateFileError(`${path}: table "${name}" is not an object of rows by id`);
    if (!rowsChecked) checkRows(path, name, Object.entries(rows));
  }
  const missing = REQUIRED_TABLES.filter((name) => Object.keys(tables[name] ?? {}).length === 0);
  if (missing.length > 0) {
    throw new StateFileError(
      `${path}: it has no ${missing.join(' or ')}, so it is not a store anyone could sign in to`,
    );
  }
  return tables as Snapshot;
}

/**
 * The store a parsed snapshot holds, its format and version checked; an unversioned snapshot (written before
 * version 1) is migrated. `rowsChecked`: the reader checked each row under `tables` as it parsed it.
 */
export function stateOf(path: string, value: Record<string, unknown>, rowsChecked = false): LoadedState {
  // A reader checks rows under `tables` as it parses them; an unversioned snapshot has its tables at the top.
  if (!('format' in value)) return { tables: tablesOf(path, value, false), sequence: 0, migrated: true };
  if (value.format !== STATE_FORMAT) {
    throw new StateFileError(`${path} is not a state file: its format is ${JSON.stringify(value.format)}`);
  }
  if (value.version !== STATE_VERSION) {
    throw new StateFileError(
      `${path} is state format version ${JSON.stringify(value.version)}; this server reads version ${STATE_VERSION}`,
    );
  }
  const { sequence } = value;
  if (typeof sequence !== 'number' || !Number.isSafeInteger(sequence) || sequence < 0) {
    throw new StateFileError(`${path}: its sequence is not a whole number`);
  }
  return { tables: tablesOf(path, value.tables ?? {}, rowsChecked), sequence, migrated: false };
}

/** Checks a snapshot's text whole (the preview's import; the Node server streams its file instead). */
export function parseSnapshot(path: string, text: string): LoadedState {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StateFileError(`${path} is not a state file: it is not JSON (${(error as Error).message})`);
  }
  if (!isRecord(value)) throw new StateFileError(`${path} is not a state file: it holds ${kindOf(value)}`);
  const state = stateOf(path, value);
  checkReferences(path, state.tables);
  return state;
}

/** Refuses a store in which a row points to a row that is not there, naming the file, the table and the row. */
export function checkReferences(path: string, tables: Snapshot) {
  const dangling = danglingReference(tables);
  if (dangling) {
    throw new StateFileError(`${path}: table "${dangling.table}", row "${dangling.id}": ${dangling.problem}`);
  }
}

/** The text of a state file holding `tables`, as the preview exports it (no journal: sequence 0). */
export const stateFileText = (tables: Snapshot) =>
  JSON.stringify({ format: STATE_FORMAT, version: STATE_VERSION, sequence: 0, tables });
