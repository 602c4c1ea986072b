import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededDb } from '../fixtures';

/** Large enough that reading the file whole would show in the process's memory. */
const HUGE_BYTES = 128 * 1024 * 1024;

import { Db, type TableName } from '../store/db';
import { type CompactionStep, Journal } from './persistence';
import { STATE_VERSION, StateFileError } from './state-format';
import { readState } from './state-reader';

let directory: string;
let stateFile: string;
/** Copies of the state files as a crash would have left them. */
let crashImages: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'mock-persistence-'));
  stateFile = join(directory, 'state.json');
  crashImages = mkdtempSync(join(tmpdir(), 'mock-crash-images-'));
});
afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
  rmSync(crashImages, { recursive: true, force: true });
});

/**
 * Writes a snapshot whose value opened by `opening` goes on with `filler` for HUGE_BYTES, a piece at a time, so
 * that writing it leaves nothing in memory to blur what reading it takes.
 */
const hugeValue =
  (opening: string, filler: string, tables = '"tables":') =>
  (path: string) => {
    writeFileSync(path, `{"format":"rackconsole-mock-state","version":1,"sequence":0,${tables}${opening}`);
    const piece = Buffer.alloc(1024 * 1024, filler);
    for (let written = 0; written < HUGE_BYTES; written += piece.byteLength) appendFileSync(path, piece);
  };

/** Rows shaped like nothing in particular: the journal stores whatever the tables hold. */
const noteRow = (index: number) => ({ id: `project-${index}`, name: `p${index}`, tags: [index] });
const journalSegments = () => readdirSync(directory).filter((name) => name.includes('.journal.'));

describe('the --state journal', () => {
  it('loses no acknowledged write and replays none wrongly when a crash hits any point of a compaction', async () => {
    const db = seededDb('minimal');
    const acknowledged: string[] = [];
    const crashes: { step: CompactionStep; image: string; acknowledged: string[] }[] = [];
    const journal = await Journal.open(stateFile, db, 0, {
      compactAfterBytes: 2_000,
      // What a crash right here would leave on disk: a copy of the files, and what had been answered.
      onCompactionStep(step) {
        const image = join(crashImages, String(crashes.length));
        cpSync(directory, image, { recursive: true });
        crashes.push({ step, image, acknowledged: [...acknowledged] });
      },
    });
    const notes = db.table('notes' as TableName) as unknown as Map<string, unknown>;
    // Ten writers at a time share syncs; each also rewrites and deletes rows written before.
    for (let round = 0; round < 30; round++) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, writer) => {
          const index = round * 10 + writer;
          notes.set(`project-${index}`, noteRow(index));
          if (index % 7 === 0 && index > 0) notes.delete(`project-${index - 7}`);
          await journal.commit();
          acknowledged.push(`project-${index}`);
        }),
      );
    }
    await journal.close();

    const steps = new Set(crashes.map(({ step }) => step));
    expect(steps).toEqual(
      new Set(['segment-opened', 'snapshot-written', 'snapshot-renamed', 'segment-removed']),
    );
    for (const crash of crashes) {
      const saved = await readState(join(crash.image, 'state.json'));
      const rows = saved?.tables.notes ?? {};
      for (const id of crash.acknowledged) {
        const index = Number(id.slice('project-'.length));
        const row = rows[id];
        // Every seventh writer deletes the row written seven before it.
        const deleter = index % 7 === 0 ? `project-${index + 7}` : undefined;
        if (deleter === undefined)
          expect(row, `${id} after a crash at ${crash.step}`).toEqual(noteRow(index));
        else if (crash.acknowledged.includes(deleter)) expect(row, `${id} deleted`).toBeUndefined();
      }
    }
    const final = await readState(stateFile);
    expect(final?.tables).toEqual(JSON.parse(JSON.stringify(db.snapshot())));
    expect(journalSegments()).toHaveLength(1);
  });

  it('compacts after every batch when asked to, keeping every write', async () => {
    const db = seededDb('minimal');
    const journal = await Journal.open(stateFile, db, 0, { compactAfterBytes: 0 });
    const notes = db.table('notes' as TableName) as unknown as Map<string, unknown>;
    for (let index = 0; index < 40; index++) {
      notes.set(`project-${index}`, noteRow(index));
      if (index % 3 === 0) await journal.commit();
      else void journal.commit();
    }
    await journal.close();
    const saved = await readState(stateFile);
    expect(saved?.tables).toEqual(JSON.parse(JSON.stringify(db.snapshot())));
    expect(Object.keys(saved?.tables.notes ?? {})).toHaveLength(40);
  });

  it('ignores a torn last line, which was never acknowledged, and refuses damage before it', async () => {
    const db = seededDb('minimal');
    const journal = await Journal.open(stateFile, db, 0);
    db.table('notes' as TableName).set('kept', noteRow(1) as never);
    await journal.commit();
    await journal.close();
    const [segment] = journalSegments();
    const segmentPath = join(directory, segment as string);

    appendFileSync(segmentPath, '{"sequence":2,"rows":[["projects","torn",{"id":"to');
    const saved = await readState(stateFile);
    expect(saved?.sequence).toBe(1);
    expect(Object.keys(saved?.tables.notes ?? {})).toEqual(['kept']);

    appendFileSync(segmentPath, '\n{"sequence":3,"rows":[]}\n');
    await expect(readState(stateFile)).rejects.toThrow(StateFileError);
  });

  it('starts the next run from the snapshot and the journal, folding them into a fresh snapshot', async () => {
    const first = seededDb('minimal');
    const journal = await Journal.open(stateFile, first, 0);
    first.table('notes' as TableName).set('a', noteRow(1) as never);
    await journal.commit();
    first.table('notes' as TableName).delete('a');
    first.table('notes' as TableName).set('b', noteRow(2) as never);
    await journal.commit();
    // A crash: the journal is never closed.

    const saved = await readState(stateFile);
    expect(saved?.sequence).toBe(2);
    const second = Db.fromSnapshot(saved?.tables ?? {});
    await (await Journal.open(stateFile, second, saved?.sequence ?? 0)).close();
    const snapshot = JSON.parse(readFileSync(stateFile, 'utf8'));
    expect(snapshot).toMatchObject({ format: 'rackconsole-mock-state', version: STATE_VERSION, sequence: 2 });
    expect(Object.keys(snapshot.tables.notes)).toEqual(['b']);
    expect(journalSegments()).toEqual(['state.json.journal.2']);
  });

  it('migrates an unversioned snapshot written before version 1', async () => {
    const legacy = seededDb('minimal').snapshot();
    writeFileSync(stateFile, JSON.stringify(legacy));
    const saved = await readState(stateFile);
    expect(saved).toEqual({ tables: legacy, sequence: 0, migrated: true });
  });

  it('reads tables far larger than any one row may be, in both layouts', async () => {
    // Rows of 1 KiB, 8 MiB of them in one table: only a single row may not come near the row limit (4 MiB).
    const notes = Object.fromEntries(
      Array.from({ length: 8 * 1024 }, (_, index) => [
        `n${index}`,
        { id: `n${index}`, text: 'x'.repeat(1000) },
      ]),
    );
    const legacy = { ...seededDb('minimal').snapshot(), notes };
    writeFileSync(stateFile, JSON.stringify(legacy));
    expect(Object.keys((await readState(stateFile))?.tables.notes ?? {})).toHaveLength(8 * 1024);
    writeFileSync(
      stateFile,
      JSON.stringify({
        format: 'rackconsole-mock-state',
        version: STATE_VERSION,
        sequence: 0,
        tables: legacy,
      }),
    );
    expect(Object.keys((await readState(stateFile))?.tables.notes ?? {})).toHaveLength(8 * 1024);
  });

  it.each([
    ['{}', /no silos or users/],
    ['null', /it holds null/],
    ['[]', /it holds an array/],
    ['not json', /it is not JSON/],
    [JSON.stringify({ silos: { s: { id: 's' } } }), /table "silos", row "s": id: /],
    [JSON.stringify({ format: 'rackconsole-mock-state', version: 2, sequence: 0, tables: {} }), /version 2/],
    [JSON.stringify({ format: 'something-else', version: 1 }), /format is "something-else"/],
    [JSON.stringify({ format: 'rackconsole-mock-state', version: 1, sequence: -1, tables: {} }), /sequence/],
    [JSON.stringify({ silos: [], users: {} }), /table "silos"/],
  ])('refuses %s', async (text, message) => {
    writeFileSync(stateFile, text);
    await expect(readState(stateFile)).rejects.toThrow(message);
    await expect(readState(stateFile)).rejects.toBeInstanceOf(StateFileError);
  });
});

describe('rows of a state file', () => {
  /** A seeded store's snapshot file with one row changed by `damage`. */
  function withRow(table: string, damage: (row: Record<string, unknown>) => void, pick = 0) {
    const tables = JSON.parse(JSON.stringify(seededDb('default').snapshot()));
    const [id, row] = Object.entries(tables[table] as Record<string, Record<string, unknown>>)[pick] ?? [];
    damage(row as Record<string, unknown>);
    writeFileSync(
      stateFile,
      JSON.stringify({ format: 'rackconsole-mock-state', version: 1, sequence: 0, tables }),
    );
    return id as string;
  }

  it.each([
    [
      'instances',
      'a count of CPUs that is no number',
      (row: Record<string, unknown>) => {
        row.ncpus = 'many';
      },
      /ncpus: /,
    ],
    [
      'instances',
      'a run state the platform does not have',
      (row: Record<string, unknown>) => {
        row.run_state = 'exploded';
      },
      /run_state: /,
    ],
    [
      'projects',
      'no silo',
      (row: Record<string, unknown>) => {
        delete row.silo_id;
      },
      /silo_id: /,
    ],
    [
      'projects',
      'a silo that does not exist',
      (row: Record<string, unknown>) => {
        row.silo_id = '00000000-0000-4000-8000-000000000000';
      },
      /its silo_id "00000000-0000-4000-8000-000000000000" names no row of "silos"/,
    ],
    [
      'projectPolicies',
      'a role the platform does not have',
      (row: Record<string, unknown>) => {
        (row.role_assignments as Record<string, unknown>[]).push({
          identity_id: 'x',
          identity_type: 'silo_user',
          role_name: 'owner',
        });
      },
      /role_assignments\.\d+\.role_name: /,
    ],
  ])(
    'refuses a row of %s with %s, naming the file, the table and the row',
    async (table, _, damage, problem) => {
      const id = withRow(table, damage);
      const refusal = readState(stateFile);
      await expect(refusal).rejects.toBeInstanceOf(StateFileError);
      await expect(refusal).rejects.toThrow(`${stateFile}: table "${table}", row "${id}": `);
      await expect(refusal).rejects.toThrow(problem);
    },
  );

  it('refuses a journal line longer than any record without holding it whole', async () => {
    const journal = await Journal.open(stateFile, seededDb('minimal'), 0);
    await journal.close();
    const [segment = ''] = journalSegments();
    const path = join(directory, segment);
    // A record that never ends, written a piece at a time so that writing it leaves nothing in memory.
    writeFileSync(path, '{"sequence":1,"rows":[["projects","p",{"id":"p","name":"');
    const piece = Buffer.alloc(1024 * 1024, 'a');
    for (let written = 0; written < HUGE_BYTES; written += piece.byteLength) appendFileSync(path, piece);
    const before = process.memoryUsage().rss;
    await expect(readState(stateFile)).rejects.toThrow(
      /\.journal\.\d+: line 1 is longer than \d+ characters, which no journal record is$/,
    );
    // Read whole, the line alone would take its size in memory, and several times that parsed.
    expect(process.memoryUsage().rss - before).toBeLessThan(HUGE_BYTES / 2);
  });

  it('refuses a bad row written by the journal, naming its segment', async () => {
    const db = seededDb('default');
    const journal = await Journal.open(stateFile, db, 0);
    const instance = { ...(db.table('instances').values().next().value ?? {}), run_state: 'exploded' };
    db.table('instances').set(instance.id as string, instance as never);
    await journal.close();
    await expect(readState(stateFile)).rejects.toThrow(
      /\.journal\.0: table "instances", row "[^"]+": run_state: /,
    );
  });

  it.each([
    ['garbage', (path: string) => writeFileSync(path, randomBytes(HUGE_BYTES))],
    [
      'a bad first row followed by garbage',
      (path: string) =>
        writeFileSync(
          path,
          Buffer.concat([
            Buffer.from(
              '{"format":"rackconsole-mock-state","version":1,"sequence":0,"tables":{"instances":{"i":{"ncpus":"many"}},',
            ),
            Buffer.alloc(HUGE_BYTES, 'x'),
          ]),
        ),
    ],
  ])('refuses a huge file of %s without reading it whole', async (_, write) => {
    write(stateFile);
    const before = process.memoryUsage().rss;
    await expect(readState(stateFile)).rejects.toBeInstanceOf(StateFileError);
    // Reading it whole would take at least its size in memory.
    expect(process.memoryUsage().rss - before).toBeLessThan(HUGE_BYTES / 4);
  });

  it.each([
    ['one row', hugeValue('{"projects":{"p":{"id":"p","tags":[', '1,')],
    ['one string', hugeValue('{"projects":{"p":{"id":"p","name":"', 'a')],
    ['one field', hugeValue('"notes":[', '1,', '')],
  ])('refuses a huge file of %s that never ends once it is longer than any row', async (_, write) => {
    write(stateFile);
    const before = process.memoryUsage().rss;
    await expect(readState(stateFile)).rejects.toThrow(
      /no row ends in the \d+ characters after character \d+/,
    );
    // The parser holds a value whole until it ends: up to the limit (2 MiB of text, tens of MiB once parsed),
    // not the file (several times its size once parsed).
    expect(process.memoryUsage().rss - before).toBeLessThan(HUGE_BYTES / 2);
  });
});
