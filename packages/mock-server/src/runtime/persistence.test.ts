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
import { Db } from '../store/db';
import { type CompactionStep, Journal, readState } from './persistence';
import { STATE_VERSION, StateFileError } from './state-file';

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

/** Rows shaped like nothing in particular: the journal stores whatever the tables hold. */
const projectRow = (index: number) => ({ id: `project-${index}`, name: `p${index}`, tags: [index] });
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
    const projects = db.table('projects') as unknown as Map<string, unknown>;
    // Ten writers at a time share syncs; each also rewrites and deletes rows written before.
    for (let round = 0; round < 30; round++) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, writer) => {
          const index = round * 10 + writer;
          projects.set(`project-${index}`, projectRow(index));
          if (index % 7 === 0 && index > 0) projects.delete(`project-${index - 7}`);
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
      const rows = saved?.tables.projects ?? {};
      for (const id of crash.acknowledged) {
        const index = Number(id.slice('project-'.length));
        const row = rows[id];
        // Every seventh writer deletes the row written seven before it.
        const deleter = index % 7 === 0 ? `project-${index + 7}` : undefined;
        if (deleter === undefined)
          expect(row, `${id} after a crash at ${crash.step}`).toEqual(projectRow(index));
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
    const projects = db.table('projects') as unknown as Map<string, unknown>;
    for (let index = 0; index < 40; index++) {
      projects.set(`project-${index}`, projectRow(index));
      if (index % 3 === 0) await journal.commit();
      else void journal.commit();
    }
    await journal.close();
    const saved = await readState(stateFile);
    expect(saved?.tables).toEqual(JSON.parse(JSON.stringify(db.snapshot())));
    expect(Object.keys(saved?.tables.projects ?? {})).toHaveLength(40);
  });

  it('ignores a torn last line, which was never acknowledged, and refuses damage before it', async () => {
    const db = seededDb('minimal');
    const journal = await Journal.open(stateFile, db, 0);
    db.table('projects').set('kept', projectRow(1) as never);
    await journal.commit();
    await journal.close();
    const [segment] = journalSegments();
    const segmentPath = join(directory, segment as string);

    appendFileSync(segmentPath, '{"sequence":2,"rows":[["projects","torn",{"id":"to');
    const saved = await readState(stateFile);
    expect(saved?.sequence).toBe(1);
    expect(Object.keys(saved?.tables.projects ?? {})).toEqual(['kept']);

    appendFileSync(segmentPath, '\n{"sequence":3,"rows":[]}\n');
    await expect(readState(stateFile)).rejects.toThrow(StateFileError);
  });

  it('starts the next run from the snapshot and the journal, folding them into a fresh snapshot', async () => {
    const first = seededDb('minimal');
    const journal = await Journal.open(stateFile, first, 0);
    first.table('projects').set('a', projectRow(1) as never);
    await journal.commit();
    first.table('projects').delete('a');
    first.table('projects').set('b', projectRow(2) as never);
    await journal.commit();
    // A crash: the journal is never closed.

    const saved = await readState(stateFile);
    expect(saved?.sequence).toBe(2);
    const second = Db.fromSnapshot(saved?.tables ?? {});
    await (await Journal.open(stateFile, second, saved?.sequence ?? 0)).close();
    const snapshot = JSON.parse(readFileSync(stateFile, 'utf8'));
    expect(snapshot).toMatchObject({ format: 'rackconsole-mock-state', version: STATE_VERSION, sequence: 2 });
    expect(Object.keys(snapshot.tables.projects)).toEqual(['b']);
    expect(journalSegments()).toEqual(['state.json.journal.2']);
  });

  it('migrates an unversioned snapshot written before version 1', async () => {
    const legacy = seededDb('minimal').snapshot();
    writeFileSync(stateFile, JSON.stringify(legacy));
    const saved = await readState(stateFile);
    expect(saved).toEqual({ tables: legacy, sequence: 0, migrated: true });
  });

  it.each([
    ['{}', /no silos or users/],
    ['null', /it holds null/],
    ['[]', /it holds an array/],
    ['not json', /it is not JSON/],
    [JSON.stringify({ silos: { s: { id: 's' } } }), /no users/],
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
