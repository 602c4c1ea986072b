// Reading a `--state` store back: the snapshot (streamed and checked row by row, see state-stream.ts), then
// the journal records above its sequence in order, each row checked too, then the references between rows.
// A torn last journal line (a crash mid-append) is ignored: its requests were never answered. Anything that
// is not a store this version can serve is a `StateFileError`, and the files are left as they are.
import { createReadStream } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Snapshot } from '../store/db';
import {
  checkReferences,
  checkRows,
  isRecord,
  type LoadedState,
  StateFileError,
  stateOf,
} from './state-format';
import { SnapshotProblem, streamSnapshot } from './state-stream';

/**
 * Tables kept in memory only. The serial console's history lives in the instance's VMM on the platform
 * (propolis keeps a ring buffer; Nexus journals none of it), so the mock does not journal it either: a
 * keystroke would otherwise rewrite the instance's whole history (up to 64 KiB) into the journal.
 */
export const NOT_PERSISTED_TABLES: ReadonlySet<string> = new Set(['serialConsoles']);
/** One journal record: the rows that changed, each with its new value or none when deleted. */
export interface JournalRecord {
  sequence: number;
  rows: ([table: string, id: string, row: unknown] | [table: string, id: string])[];
}

/**
 * Reads and checks a snapshot file as a stream (see state-stream.ts); an unversioned snapshot (written before
 * version 1) is migrated.
 */
async function readSnapshot(path: string): Promise<LoadedState> {
  let value: Record<string, unknown>;
  try {
    value = await streamSnapshot(path);
  } catch (error) {
    if (!(error instanceof SnapshotProblem)) throw error;
    const where = error.message.startsWith('table ') ? `${path}:` : `${path} is not a state file:`;
    throw new StateFileError(`${where} ${error.message}`);
  }
  // Its rows were checked as they were read.
  return stateOf(path, value, true);
}

const segmentPrefix = (path: string) => `${basename(path)}.journal.`;
/** A segment is named after the sequence of the snapshot it follows: its records come after that one. */
export const segmentPath = (path: string, sequence: number) => `${path}.journal.${sequence}`;

/** The journal segments of a state file, oldest first. */
export async function segmentsOf(path: string): Promise<string[]> {
  const prefix = segmentPrefix(path);
  const numbered = (await readdir(dirname(path)))
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => ({ name, number: Number(name.slice(prefix.length)) }));
  return numbered.sort((a, b) => a.number - b.number).map(({ name }) => join(dirname(path), name));
}

function parseRecord(line: string): JournalRecord | undefined {
  try {
    const record = JSON.parse(line) as JournalRecord;
    return isRecord(record) && Number.isSafeInteger(record.sequence) && Array.isArray(record.rows)
      ? record
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The records of one segment, read line by line. Only its end may be torn, by a crash mid-append (part of a
 * line and, on some file systems, zeros after it); anything else is damage.
 */
async function recordsOf(segment: string): Promise<JournalRecord[]> {
  const records: JournalRecord[] = [];
  const lines = createInterface({
    input: createReadStream(segment, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let torn: number | undefined;
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (torn !== undefined) {
      if (/^[\s\0]*$/.test(line)) continue;
      lines.close();
      throw new StateFileError(`${segment}: line ${torn} is not a journal record`);
    }
    const record = parseRecord(line);
    if (record) records.push(record);
    else torn = number;
  }
  return records;
}

function apply(tables: Snapshot, record: JournalRecord) {
  for (const [table, id, ...value] of record.rows) {
    if (NOT_PERSISTED_TABLES.has(table)) continue;
    if (value.length > 0) {
      tables[table] ??= {};
      (tables[table] as Record<string, unknown>)[id] = value[0];
    } else if (tables[table]) {
      delete tables[table][id];
      if (Object.keys(tables[table]).length === 0) delete tables[table];
    }
  }
}

/**
 * The store a state file and its journal hold, or undefined when there is no state file yet. Reads only:
 * a file that is not a store of a known version throws a `StateFileError` and stays as it was.
 */
export async function readState(path: string): Promise<LoadedState | undefined> {
  try {
    await access(path);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code !== 'ENOENT') throw new StateFileError(`${path} cannot be read: ${(error as Error).message}`);
    if ((await segmentsOf(path).catch(() => [])).length > 0) {
      throw new StateFileError(
        `${path} is missing but its journal is there; restore the file or remove both`,
      );
    }
    return undefined;
  }
  const state = await readSnapshot(path);
  for (const [name, rows] of Object.entries(state.tables)) {
    if (Object.keys(rows).length === 0 || NOT_PERSISTED_TABLES.has(name)) delete state.tables[name];
  }
  for (const segment of await segmentsOf(path)) {
    for (const record of await recordsOf(segment)) {
      if (record.sequence <= state.sequence) continue;
      apply(state.tables, record);
      state.sequence = record.sequence;
      for (const [table, id, ...value] of record.rows) {
        if (value.length > 0 && state.tables[table]?.[id] !== undefined) {
          checkRows(segment, table, [[id, value[0]]]);
        }
      }
    }
  }
  checkReferences(path, state.tables);
  return state;
}
