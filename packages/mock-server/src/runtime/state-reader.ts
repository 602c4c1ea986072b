// Reading a `--state` store back: the snapshot (streamed and checked row by row, see state-stream.ts), then
// the journal records above its sequence in order, each row checked too, then the references between rows.
// A torn last journal line (a crash mid-append) is ignored: its requests were never answered. Anything that
// is not a store this version can serve is a `StateFileError`, and the files are left as they are.
import { createReadStream } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Snapshot } from '../store/db';
import { BODY_LIMITS } from './request-body';
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
 * The longest a journal line may be, in characters. A record holds the rows one request changed: values built
 * from a JSON body (at most `BODY_LIMITS.json`) and the store's own columns, and the ids of rows it deleted,
 * a few MiB at the most. A longer line is refused before it is held whole, so a file that is no journal
 * (one long line of anything) is read in bounded memory, however large.
 */
const MAX_RECORD_CHARS = 16 * BODY_LIMITS.json;

/** The lines of `segment`, each refused once it passes `MAX_RECORD_CHARS` without ending. */
async function* linesOf(segment: string): AsyncGenerator<string> {
  let pieces: string[] = [];
  let length = 0;
  let number = 1;
  for await (const chunk of createReadStream(segment, 'utf8') as AsyncIterable<string>) {
    let start = 0;
    for (let end = chunk.indexOf('\n'); end !== -1; end = chunk.indexOf('\n', start)) {
      pieces.push(chunk.slice(start, end));
      yield pieces.join('');
      pieces = [];
      length = 0;
      number += 1;
      start = end + 1;
    }
    const rest = chunk.slice(start);
    length += rest.length;
    if (length > MAX_RECORD_CHARS) {
      throw new StateFileError(
        `${segment}: line ${number} is longer than ${MAX_RECORD_CHARS} characters, which no journal record is`,
      );
    }
    pieces.push(rest);
  }
  if (length > 0) yield pieces.join('');
}

/**
 * The records of one segment, read line by line as they are applied. Only its end may be torn, by a crash
 * mid-append (part of a line and, on some file systems, zeros after it); anything else is damage.
 */
async function* recordsOf(segment: string): AsyncGenerator<JournalRecord> {
  let torn: number | undefined;
  let number = 0;
  for await (const line of linesOf(segment)) {
    number += 1;
    if (torn !== undefined) {
      if (/^[\s\0]*$/.test(line)) continue;
      throw new StateFileError(`${segment}: line ${torn} is not a journal record`);
    }
    const record = parseRecord(line);
    if (record) yield record;
    else torn = number;
  }
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
    for await (const record of recordsOf(segment)) {
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
