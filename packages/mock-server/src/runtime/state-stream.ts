// Reading a `--state` snapshot as a stream: its rows are parsed and checked one at a time as the bytes come,
// so a file that is not a store is refused at its first bad byte or row, in bounded memory, however large.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { JSONParser } from '@streamparser/json';
import { BODY_LIMITS } from './request-body';
import { rowProblem } from './state-rows';

/** Refuses the snapshot at `path` (see persistence.ts, which turns it into a `StateFileError`). */
export class SnapshotProblem extends Error {}

/**
 * The longest a row (or a field of the snapshot itself) may be, in characters. A row holds what one request's
 * JSON body named (at most `BODY_LIMITS.json`) and the columns the store adds, far less than this; a longer
 * value is refused as soon as it is this long, since the parser holds a value whole until it ends.
 */
const MAX_VALUE_CHARS = 2 * BODY_LIMITS.json;

/** Files this small that are not a JSON object are read whole, so the refusal can say what they hold. */
const DESCRIBED_BYTES = 1024 * 1024;

const kindOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : typeof value;

/** Why a file that does not open with `{` is no snapshot. */
async function describeNonObject(path: string, size: number): Promise<string> {
  if (size > DESCRIBED_BYTES) return 'it does not hold a JSON object';
  try {
    return `it holds ${kindOf(JSON.parse(await readFile(path, 'utf8')))}`;
  } catch (error) {
    return `it is not JSON (${(error as Error).message})`;
  }
}

/**
 * The snapshot's top-level fields, with `tables` (or, in an unversioned snapshot, each table) holding its
 * rows by id. Every row of a known table is checked against its schema as soon as it is parsed.
 */
export async function streamSnapshot(path: string): Promise<Record<string, unknown>> {
  const { size } = await stat(path);
  const root: Record<string, unknown> = {};
  const tables: Record<string, Record<string, unknown>> = {};
  // `$.*.*` only marks progress: the rows of an unversioned snapshot's tables, which sit at the top.
  const parser = new JSONParser({ paths: ['$.*', '$.*.*', '$.tables.*.*'], keepStack: false });
  let problem: Error | undefined;
  let ended = false;
  // Characters read so far, and read by the end of the chunk that ended the last row or field: the value in
  // progress is about the difference long.
  let read = 0;
  let readAtLastValue = 0;
  const refuse = (message: string) => {
    problem ??= new SnapshotProblem(message);
  };
  const takeRow = (table: string, id: string, row: unknown) => {
    const wrong = rowProblem(table, row);
    if (wrong) return refuse(`table "${table}", row "${id}": ${wrong}`);
    tables[table] ??= {};
    (tables[table] as Record<string, unknown>)[id] = row;
  };
  parser.onValue = ({ value, key, parent, stack }) => {
    if (stack.length === 3 && stack[1]?.key === 'tables') {
      readAtLastValue = read;
      const table = String(stack[2]?.key);
      if (Array.isArray(parent)) return refuse(`table "${table}" is not an object of rows by id`);
      return takeRow(table, String(key), value);
    }
    if (stack.length === 2) {
      // A row of an unversioned snapshot (checked with the rest of it once read) is an object in an object;
      // anything else found here (a table under `tables`, an element of some array) is no row.
      const rowShaped = typeof value === 'object' && value !== null && !Array.isArray(value);
      if (stack[1]?.key !== 'tables' && rowShaped && !Array.isArray(parent)) readAtLastValue = read;
      return;
    }
    if (stack.length !== 1) return;
    readAtLastValue = read;
    if (key === 'tables' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      // Its rows were taken one by one above; what is left holds each table's name.
      for (const table of Object.keys(value)) tables[table] ??= {};
      root.tables = tables;
      return;
    }
    root[String(key)] = value;
  };
  parser.onEnd = () => {
    ended = true;
  };
  parser.onError = (error) => refuse(`it is not JSON (${error.message})`);

  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  let opening = '';
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      if (opening.length < 64) {
        opening += chunk.slice(0, 64);
        const first = opening.trimStart()[0];
        if (first !== undefined && first !== '{') {
          throw new SnapshotProblem(await describeNonObject(path, size));
        }
      }
      read += chunk.length;
      parser.write(chunk);
      if (problem) throw problem;
      if (read - readAtLastValue > MAX_VALUE_CHARS) {
        throw new SnapshotProblem(
          `no row ends in the ${MAX_VALUE_CHARS} characters after character ${readAtLastValue}, and no row is that long`,
        );
      }
    }
    if (!ended && !problem) parser.end();
    if (problem) throw problem;
    if (!ended) throw new SnapshotProblem('it is not JSON (it ends in the middle)');
  } finally {
    stream.destroy();
  }
  return root;
}
