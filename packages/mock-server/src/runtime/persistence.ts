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
// A write that fails (a full disk, a file-size limit) is undone: the segment is cut back to its last durable
// record, the store is reloaded from the files, and the requests waiting on it are refused with 503. The
// server says so once on stderr and is read-only until a write succeeds again; reads go on meanwhile.
import { type FileHandle, open, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PlatformError } from '../model/services';
import type { Db, Snapshot, TableName } from '../store/db';
import { STATE_FORMAT, STATE_VERSION } from './state-format';
import { type JournalRecord, NOT_PERSISTED_TABLES, readState, segmentPath, segmentsOf } from './state-reader';

/** The journal is folded into the snapshot once its current segment holds this many bytes. */
export const DEFAULT_COMPACT_AFTER_BYTES = 16 * 1024 * 1024;
/** State files hold passwords, session cookies and bearer tokens: readable by their owner only. */
const FILE_MODE = 0o600;
/** A compaction serializes the store for this long at a time before letting requests run. */
const SERIALIZE_SLICE_MS = 4;

/** Error codes of a write refused for want of room: a full file system, a quota, a file-size limit. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/** Whether a file system error says there is no room left for the write. */
export const isNoRoom = (error: unknown) => NO_ROOM.has((error as NodeJS.ErrnoException)?.code ?? '');

/** The 503 a change gets when the journal could not make it durable; nothing of it is kept. */
export function storageRefusal(cause: unknown): PlatformError {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  const reason = isNoRoom(cause) ? 'storage is full' : `storage failed${code ? ` (${code})` : ''}`;
  return new PlatformError(
    503,
    'ServiceUnavailable',
    `${reason}: the change was not saved; the server is read-only until it can save again`,
  );
}

/** Points of a compaction where a crash leaves a distinct set of files (tests copy the files there). */
export type CompactionStep = 'segment-opened' | 'snapshot-written' | 'snapshot-renamed' | 'segment-removed';

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
    if (rows.size === 0 || NOT_PERSISTED_TABLES.has(name)) continue;
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
  } catch (error) {
    // A half-written file would only take up the room that is missing.
    await handle.close();
    await removeIfPresent(path).catch(() => {});
    throw error;
  }
  await handle.close();
}

export interface JournalOptions {
  /** Compact once the current segment holds this many bytes (default `DEFAULT_COMPACT_AFTER_BYTES`). */
  compactAfterBytes?: number;
  /** Called at each point of a compaction; tests copy the files there to see what a crash would leave. */
  onCompactionStep?: (step: CompactionStep) => void;
  /** Told when the journal turns read-only and when it can write again (default: stderr). */
  warn?: (line: string) => void;
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
  readonly #warn: (line: string) => void;
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
  /** Why the last write failed, while the journal is read-only; cleared by the next write that succeeds. */
  #failure: unknown;
  /** Settles once the store is reloaded after a failed write; every commit meanwhile is refused after it. */
  #restoring: Promise<void> | undefined;
  /** Counts the rollbacks; a change made before one and committed after it is refused (see `rollbacks`). */
  #rollbacks = 0;

  private constructor(path: string, db: Db, sequence: number, segment: FileHandle, options: JournalOptions) {
    this.#path = path;
    this.#db = db;
    this.#sequence = sequence;
    this.#durable = sequence;
    this.#segment = segment;
    this.#segmentSequence = sequence;
    this.#compactAfterBytes = options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES;
    this.#onCompactionStep = options.onCompactionStep ?? (() => {});
    this.#warn = options.warn ?? ((line) => console.error(line));
    db.observe((table, id, rows) => {
      if (NOT_PERSISTED_TABLES.has(table)) return;
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

  /**
   * How many times a failed write rolled the store back. A request that saw it change while it ran may have
   * made a change that the rollback undid, so it must not be answered as saved.
   */
  get rollbacks(): number {
    return this.#rollbacks;
  }

  /**
   * Resolves once every change made so far is on disk. Rejects with a 503 `PlatformError` when they could not
   * be written: they are undone, the store holding what the files hold.
   */
  commit(): Promise<void> {
    this.#record();
    // Refused only once the store is back to what the files hold, so the next request sees it so.
    const restoring = this.#restoring;
    if (restoring) return restoring.then(() => Promise.reject(storageRefusal(this.#failure)));
    if (this.#durable >= this.#sequence) return settled;
    const promise = new Promise<void>((resolve, reject) => {
      this.#waiters.push({ sequence: this.#sequence, resolve, reject });
    });
    if (!this.#writing) this.#pumped = this.#pump();
    return promise;
  }

  /** Writes what is pending (what cannot be written was never acknowledged), waits for a compaction and closes. */
  async close() {
    await this.commit().catch(() => {});
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
        try {
          for (let written = 0; written < batch.byteLength; ) {
            written += (await this.#segment.write(batch, written)).bytesWritten;
          }
          await this.#segment.datasync();
        } catch (error) {
          await this.#rollBack(error);
          return;
        }
        this.#durable = through;
        this.#segmentBytes += batch.byteLength;
        if (this.#failure !== undefined) {
          this.#failure = undefined;
          this.#warn(`rackconsole-mock: --state ${this.#path} can be written again; changes are saved`);
        }
        while (this.#waiters[0] && this.#waiters[0].sequence <= through) this.#waiters.shift()?.resolve();
        if (this.#segmentBytes >= this.#compactAfterBytes && !this.#compaction) await this.#startCompaction();
      }
    } finally {
      this.#writing = false;
    }
  }

  /**
   * Undoes every change not yet on disk after a failed write: the segment is cut back to its last durable
   * record (a short write may have left part of one), the waiting requests are refused, and the store is
   * reloaded from the files so that memory holds exactly what a restart would find.
   */
  async #rollBack(error: unknown) {
    if (this.#failure === undefined) {
      const reason = isNoRoom(error) ? 'no room is left' : `it failed (${(error as Error).message})`;
      this.#warn(
        `rackconsole-mock: --state ${this.#path} cannot be written: ${reason}. Read-only until it can be: changes answer 503, reads go on`,
      );
    }
    this.#failure = error;
    this.#rollbacks += 1;
    this.#pending = [];
    this.#sequence = this.#durable;
    const waiting = this.#waiters.splice(0);
    this.#restoring = this.#restore();
    await this.#restoring;
    this.#changed.clear();
    this.#restoring = undefined;
    this.#rollbacks += 1;
    // Refused once the store is back to what the files hold, so their callers' next requests see it so.
    const refusal = storageRefusal(error);
    for (const waiter of waiting) waiter.reject(refusal);
  }

  async #restore() {
    try {
      await this.#segment.truncate(this.#segmentBytes);
      const saved = await readState(this.#path);
      if (saved) restoreTables(this.#db, saved.tables);
    } catch (reloadError) {
      // The files could not even be read back: the store keeps the changes, and the next write retries them.
      this.#warn(
        `rackconsole-mock: --state ${this.#path} could not be read back: ${(reloadError as Error).message}`,
      );
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
    this.#segmentSequence = sequence;
    this.#segment = await open(segmentPath(this.#path, sequence), 'a', FILE_MODE);
    this.#segmentBytes = 0;
    await syncDirectory(dirname(this.#path));
    this.#onCompactionStep('segment-opened');
    await oldSegment.close();
    this.#compaction = this.#compact(sequence)
      .catch(async (error) => {
        // The segments still hold every record: the snapshot waits for the next compaction.
        await removeIfPresent(`${this.#path}.tmp`).catch(() => {});
        this.#warn(
          `rackconsole-mock: --state ${this.#path}: compaction postponed: ${(error as Error).message}`,
        );
      })
      .finally(() => {
        this.#compaction = undefined;
      });
  }

  /**
   * Writes the store as the snapshot of everything up to `sequence`, then lets the older segments go (a
   * postponed compaction may have left more than one). Requests go on while it is serialized, so it may also
   * hold later changes; it replaces the old snapshot only once the records of all of those are on disk too,
   * so after a crash they are replayed over it (each record holds whole rows, so the last one wins) and no
   * half of an unanswered request is left in it alone.
   */
  async #compact(sequence: number) {
    const text = await snapshotText(this.#db, sequence);
    await this.commit();
    await Journal.#writeSnapshot(this.#path, text, this.#onCompactionStep);
    for (const segment of await segmentsOf(this.#path)) {
      if (Number(segment.slice(segment.lastIndexOf('.') + 1)) < sequence) await unlink(segment);
    }
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
}

/** Replaces the persisted tables' rows with a snapshot's, in place: the platform keeps its one store. */
function restoreTables(db: Db, tables: Snapshot) {
  for (const [name, rows] of [...db.tables()]) {
    if (!NOT_PERSISTED_TABLES.has(name) && rows.size > 0) db.table(name as TableName).clear();
  }
  for (const [name, rows] of Object.entries(tables)) {
    const table = db.table(name as TableName);
    for (const [id, row] of Object.entries(rows)) table.set(id, row as never);
  }
}
