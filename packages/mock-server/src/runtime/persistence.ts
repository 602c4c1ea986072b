// `--state`: the store kept on disk so that every acknowledged write survives `kill -9` and power loss.
//
// Files beside the state file `<file>`:
// - `<file>`: the snapshot, `{format, version, sequence, tables}`; `sequence` is the last journal record in it.
// - `<file>.journal.<n>`: append-only journal segments, one JSON record per line,
//   `{"sequence":n,"rows":[[table,id,row],[table,id]]}` (a row without a value was deleted). A record is written
//   and fdatasynced before the answers of the requests that changed its rows are sent; requests arriving while
//   a sync runs share the next one (group commit).
// - `<file>.tmp`: a snapshot being written by a compaction.
// Loading replays the records above the snapshot's sequence in order. A torn last line (a crash mid-append) is
// ignored: its requests were never answered. Compaction switches appends to a new segment, writes the snapshot
// to the temporary file, fsyncs it, renames it over `<file>`, fsyncs the directory and only then removes the
// old segment, so a crash at any point leaves either the old snapshot with every segment or the new one with
// records it already holds (skipped by sequence).
import { type FileHandle, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Db, Snapshot } from '../store/db';
import {
  isRecord,
  type LoadedState,
  parseSnapshot,
  STATE_FORMAT,
  STATE_VERSION,
  StateFileError,
} from './state-file';

/** The journal is folded into the snapshot once its current segment holds this many bytes. */
export const DEFAULT_COMPACT_AFTER_BYTES = 16 * 1024 * 1024;
/** State files hold passwords, session cookies and bearer tokens: readable by their owner only. */
const FILE_MODE = 0o600;
/** A compaction serializes the store for this long at a time before letting requests run. */
const SERIALIZE_SLICE_MS = 4;

/** Points of a compaction where a crash leaves a distinct set of files (tests copy the files there). */
export type CompactionStep = 'segment-opened' | 'snapshot-written' | 'snapshot-renamed' | 'segment-removed';

/** One journal record: the rows that changed, each with its new value or none when deleted. */
interface JournalRecord {
  sequence: number;
  rows: ([table: string, id: string, row: unknown] | [table: string, id: string])[];
}

const segmentPrefix = (path: string) => `${basename(path)}.journal.`;
/** A segment is named after the sequence of the snapshot it follows: its records come after that one. */
const segmentPath = (path: string, sequence: number) => `${path}.journal.${sequence}`;

/** The journal segments of a state file, oldest first. */
async function segmentsOf(path: string): Promise<string[]> {
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

/** The records of one segment. Only its end may be torn, by a crash mid-append; anything else is damage. */
async function recordsOf(segment: string): Promise<JournalRecord[]> {
  const lines = (await readFile(segment, 'utf8')).split('\n');
  const records: JournalRecord[] = [];
  for (const [index, line] of lines.entries()) {
    const record = parseRecord(line);
    if (record) {
      records.push(record);
      continue;
    }
    // A torn append may leave part of a line and, on some file systems, zeros after it.
    const rest = lines.slice(index + 1).join('\n');
    if (/^[\s\0]*$/.test(rest)) break;
    throw new StateFileError(`${segment}: line ${index + 1} is not a journal record`);
  }
  return records;
}

function apply(tables: Snapshot, record: JournalRecord) {
  for (const [table, id, ...value] of record.rows) {
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
  let text: string;
  try {
    text = await readFile(path, 'utf8');
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
  const state = parseSnapshot(path, text);
  for (const [name, rows] of Object.entries(state.tables)) {
    if (Object.keys(rows).length === 0) delete state.tables[name];
  }
  for (const segment of await segmentsOf(path)) {
    for (const record of await recordsOf(segment)) {
      if (record.sequence <= state.sequence) continue;
      apply(state.tables, record);
      state.sequence = record.sequence;
    }
  }
  return state;
}

/**
 * The snapshot file's text for the store, serialized a slice at a time while requests go on; a row changed
 * meanwhile may be in it with its new value (see `Journal.#compact` for why that is safe).
 */
async function snapshotText(db: Db, sequence: number): Promise<string> {
  const header = { format: STATE_FORMAT, version: STATE_VERSION, sequence };
  const pieces = [`${JSON.stringify(header).slice(0, -1)},"tables":{`];
  let sliceStarted = performance.now();
  let tableSeparator = '';
  for (const [name, rows] of [...db.tables()]) {
    if (rows.size === 0) continue;
    pieces.push(`${tableSeparator}${JSON.stringify(name)}:{`);
    tableSeparator = ',';
    let rowSeparator = '';
    for (const [id, row] of rows) {
      pieces.push(`${rowSeparator}${JSON.stringify(id)}:${JSON.stringify(row)}`);
      rowSeparator = ',';
      if (performance.now() - sliceStarted > SERIALIZE_SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStarted = performance.now();
      }
    }
    pieces.push('}');
  }
  pieces.push('}}\n');
  return pieces.join('');
}

async function syncDirectory(directory: string) {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function removeIfPresent(path: string) {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** Writes a file whole and fsyncs it; the file is new, so it gets `FILE_MODE` whatever was there. */
async function writeDurably(path: string, text: string) {
  await removeIfPresent(path);
  const handle = await open(path, 'wx', FILE_MODE);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface JournalOptions {
  /** Compact once the current segment holds this many bytes (default `DEFAULT_COMPACT_AFTER_BYTES`). */
  compactAfterBytes?: number;
  /** Called at each point of a compaction; tests copy the files there to see what a crash would leave. */
  onCompactionStep?: (step: CompactionStep) => void;
}

interface Waiter {
  sequence: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const settled = Promise.resolve();

/**
 * Keeps a store's state file: journals every row the store sets or deletes and compacts the journal into
 * the snapshot in the background. `commit()` before answering a request makes its writes durable.
 */
export class Journal {
  readonly #path: string;
  readonly #db: Db;
  readonly #compactAfterBytes: number;
  readonly #onCompactionStep: (step: CompactionStep) => void;
  /** Rows changed since the last record, by table: the values are read when the record is made. */
  readonly #changed = new Map<string, Map<string, ReadonlyMap<string, unknown>>>();
  /** Records made and not yet written. */
  #pending: string[] = [];
  readonly #waiters: Waiter[] = [];
  /** The last record made, and the last one on disk. */
  #sequence: number;
  #durable: number;
  #segment: FileHandle;
  #segmentSequence: number;
  #segmentBytes = 0;
  #writing = false;
  /** The running pump, for `close` to wait on. */
  #pumped: Promise<void> = settled;
  #compaction: Promise<void> | undefined;
  #failure: Error | undefined;

  private constructor(path: string, db: Db, sequence: number, segment: FileHandle, options: JournalOptions) {
    this.#path = path;
    this.#db = db;
    this.#sequence = sequence;
    this.#durable = sequence;
    this.#segment = segment;
    this.#segmentSequence = sequence;
    this.#compactAfterBytes = options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES;
    this.#onCompactionStep = options.onCompactionStep ?? (() => {});
    db.observe((table, id, rows) => {
      let ids = this.#changed.get(table);
      if (!ids) {
        ids = new Map();
        this.#changed.set(table, ids);
      }
      ids.set(id, rows);
    });
  }

  /**
   * Starts journaling `db`, which holds the state at `sequence`: writes it as the snapshot (so a migrated or
   * replayed file is folded in) and starts an empty journal segment.
   */
  static async open(path: string, db: Db, sequence: number, options: JournalOptions = {}): Promise<Journal> {
    const old = await segmentsOf(path);
    await Journal.#writeSnapshot(path, await snapshotText(db, sequence), () => {});
    for (const segment of old) await unlink(segment);
    const segment = await open(segmentPath(path, sequence), 'a', FILE_MODE);
    await syncDirectory(dirname(path));
    return new Journal(path, db, sequence, segment, options);
  }

  /** Resolves once every change made so far is on disk; rejects if the journal can no longer be written. */
  commit(): Promise<void> {
    this.#record();
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#durable >= this.#sequence) return settled;
    const promise = new Promise<void>((resolve, reject) => {
      this.#waiters.push({ sequence: this.#sequence, resolve, reject });
    });
    if (!this.#writing) this.#pumped = this.#pump();
    return promise;
  }

  /** Writes what is pending, waits for a running compaction and closes the journal. */
  async close() {
    await this.commit();
    while (this.#writing || this.#compaction) await (this.#compaction ?? this.#pumped);
    await this.#segment.close();
  }

  /** Turns the rows changed since the last record into a new pending record. */
  #record() {
    if (this.#changed.size === 0) return;
    const rows: JournalRecord['rows'] = [];
    for (const [table, ids] of this.#changed) {
      for (const [id, tableRows] of ids) {
        rows.push(tableRows.has(id) ? [table, id, tableRows.get(id)] : [table, id]);
      }
    }
    this.#changed.clear();
    this.#sequence += 1;
    this.#pending.push(`${JSON.stringify({ sequence: this.#sequence, rows } satisfies JournalRecord)}\n`);
  }

  /** Writes pending records in batches, one fdatasync each, until none are left; one pump runs at a time. */
  async #pump() {
    this.#writing = true;
    try {
      while (this.#pending.length > 0) {
        const batch = Buffer.from(this.#pending.join(''));
        const through = this.#sequence;
        this.#pending = [];
        for (let written = 0; written < batch.byteLength; ) {
          written += (await this.#segment.write(batch, written)).bytesWritten;
        }
        await this.#segment.datasync();
        this.#durable = through;
        this.#segmentBytes += batch.byteLength;
        while (this.#waiters[0] && this.#waiters[0].sequence <= through) this.#waiters.shift()?.resolve();
        if (this.#segmentBytes >= this.#compactAfterBytes && !this.#compaction) await this.#startCompaction();
      }
    } catch (error) {
      this.#fail(error);
    } finally {
      this.#writing = false;
    }
  }

  /**
   * Runs between batches, so every record so far is on disk in the current segment: appends move to a new
   * segment, and the snapshot is written in the background.
   */
  async #startCompaction() {
    this.#record();
    const sequence = this.#sequence;
    // Nothing was recorded since this segment began (it holds records written before it): nothing to fold.
    if (sequence === this.#segmentSequence) return;
    const oldSegment = this.#segment;
    const oldPath = segmentPath(this.#path, this.#segmentSequence);
    this.#segmentSequence = sequence;
    this.#segment = await open(segmentPath(this.#path, sequence), 'a', FILE_MODE);
    this.#segmentBytes = 0;
    await syncDirectory(dirname(this.#path));
    this.#onCompactionStep('segment-opened');
    await oldSegment.close();
    this.#compaction = this.#compact(sequence, oldPath)
      .catch((error) => this.#fail(error))
      .finally(() => {
        this.#compaction = undefined;
      });
  }

  /**
   * Writes the store as the snapshot of everything up to `sequence`, then lets the old segment go. Requests
   * go on while it is serialized, so it may also hold later changes; it replaces the old snapshot only once
   * the records of all of those are on disk too, so after a crash they are replayed over it (each record
   * holds whole rows, so the last one wins) and no half of an unanswered request is left in it alone.
   */
  async #compact(sequence: number, oldPath: string) {
    const text = await snapshotText(this.#db, sequence);
    await this.commit();
    await Journal.#writeSnapshot(this.#path, text, this.#onCompactionStep);
    await unlink(oldPath);
    await syncDirectory(dirname(this.#path));
    this.#onCompactionStep('segment-removed');
  }

  /** Replaces the snapshot so that a crash leaves either the old file or the new one, whole. */
  static async #writeSnapshot(path: string, text: string, step: (step: CompactionStep) => void) {
    const temporary = `${path}.tmp`;
    await writeDurably(temporary, text);
    step('snapshot-written');
    await rename(temporary, path);
    await syncDirectory(dirname(path));
    step('snapshot-renamed');
  }

  #fail(error: unknown) {
    this.#failure ??= new Error(`the state file can no longer be written: ${(error as Error).message}`);
    for (const waiter of this.#waiters.splice(0)) waiter.reject(this.#failure);
  }
}
