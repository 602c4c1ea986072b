import { z } from 'zod';

/**
 * Answers are written under their operation's response schema, as JSON Schema from zod's public
 * `z.toJSONSchema` (what the SDK emits as `openapi.json`): an object writes only the properties the schema
 * declares, in its order, so internal bookkeeping fields of store rows (a project's `silo_id`, a user's
 * login name…) never reach the wire, and a missing property with a default is written with it, as zod's
 * output would be. Plain `JSON.stringify` of the rows cannot leave fields out, and fast-json-stringify picks
 * union branches by validating each value with Ajv; both were ~10× slower per list page than this writer,
 * which keeps the text of an object whose declared properties are all plain values with the row it came
 * from, and gives it again while those values are the same: a store row that has not changed is written
 * once, not on every page. Nothing here validates: the handler suite does, since under the test runner
 * every answer is also parsed by zod and its JSON compared with this writer's (see `encodeAnswer`).
 */

/** A JSON Schema as `z.toJSONSchema` writes one, in the parts the writer reads. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
}

/** Writes a value's JSON text (undefined where JSON has none, as `JSON.stringify` answers). */
type Writer = (value: unknown) => string | undefined;

const writeAsIs: Writer = (value) => JSON.stringify(value);

const isPlain = (value: unknown) => value === null || typeof value !== 'object';

/** A field the writer writes: its name, as JSON, with the colon, and its value's writer. */
interface Field {
  key: string;
  prefix: string;
  write: Writer;
  /** The default's text, written when the value is missing. */
  fallback?: string;
}

/** Whether a row still holds, under `keys`, the values a kept text was written from. */
type SameValuesTest = (row: Record<string, unknown>, values: unknown[]) => boolean;

/**
 * Code is generated only in Node: in a browser the page's Content Security Policy may forbid it (the console's
 * does), and the in-browser mock serves one person.
 */
const mayGenerateCode = typeof window === 'undefined';

/**
 * The test of a kept row text. In Node it is generated with each key written in (`row["name"] === values[0]
 * && …`), so V8 reads every field with a property load it can specialise to the rows' shape; the loop reads
 * by a different key on each turn, which V8 can only look up generically, and on a page of 12 instances
 * that cost 3.8 µs of the list call's 4.5 µs of writing (in-process figures in the commit that added this).
 * Only our own contract's property names go into the code, written as JSON string literals.
 */
function sameValuesTest(keys: string[]): SameValuesTest {
  if (mayGenerateCode) {
    const comparisons = keys.map((key, index) => `row[${JSON.stringify(key)}] === values[${index}]`);
    return new Function('row', 'values', `return ${comparisons.join(' && ') || 'true'};`) as SameValuesTest;
  }
  return (row, values) => {
    for (let index = 0; index < keys.length; index++) {
      if (row[keys[index] as string] !== values[index]) return false;
    }
    return true;
  };
}

function objectWriter(schema: JsonSchema): Writer {
  const fields: Field[] = Object.entries(schema.properties ?? {}).map(([key, property]) => ({
    key,
    prefix: `${JSON.stringify(key)}:`,
    write: writerOf(property),
    fallback: property.default === undefined ? undefined : JSON.stringify(property.default),
  }));
  const extra =
    typeof schema.additionalProperties === 'object' ? writerOf(schema.additionalProperties) : undefined;
  if (fields.length === 0 && extra) return (value) => recordText(value as Record<string, unknown>, extra);
  const unchanged = sameValuesTest(fields.map((field) => field.key));
  // The kept text of a row and the values it was written from, compared on each write. A row's text is kept
  // from its second write on: most rows are written once (the answer to their create), and keeping those
  // would cost ~350 bytes per row for nothing; a listed row is written again on the next page.
  const kept = new WeakMap<object, { values: unknown[]; text: string }>();
  const writtenOnce = new WeakSet<object>();
  return (value) => {
    // Outside the contract: written as it is, for the test runner's check to catch.
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return JSON.stringify(value);
    const row = value as Record<string, unknown>;
    const previous = kept.get(row);
    if (previous && unchanged(row, previous.values)) return previous.text;
    const values: unknown[] = [];
    let text = '{';
    for (const field of fields) {
      const fieldValue = row[field.key];
      values.push(fieldValue);
      const written = fieldValue === undefined ? field.fallback : field.write(fieldValue);
      if (written !== undefined) text += `${text.length > 1 ? ',' : ''}${field.prefix}${written}`;
    }
    text += '}';
    if (!writtenOnce.has(row)) writtenOnce.add(row);
    else if (values.every(isPlain)) {
      // Reading a character makes V8 flatten the text built by concatenation, so a page of kept rows is
      // assembled from flat pieces instead of re-walking every row's chain of pieces on each answer.
      text.charCodeAt(0);
      kept.set(row, { values, text });
    }
    return text;
  };
}

function recordText(record: Record<string, unknown>, write: Writer): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    const written = write(value);
    if (written !== undefined) parts.push(`${JSON.stringify(key)}:${written}`);
  }
  return `{${parts.join(',')}}`;
}

/** The values of a property that tell a union's object options apart (`type: "ip"`, `kind: "vpc"`…). */
function tagsOf(option: JsonSchema): [key: string, allowed: unknown[]][] {
  return Object.entries(option.properties ?? {}).flatMap(([key, property]): [string, unknown[]][] => {
    if (property.const !== undefined) return [[key, [property.const]]];
    return property.enum ? [[key, property.enum]] : [];
  });
}

/**
 * A union writes with the first option the value fits, as zod's union parses: null for a nullable, the
 * option of the value's JSON type, and among objects the first whose tags match and whose required
 * properties are there.
 */
function unionWriter(options: JsonSchema[]): Writer {
  const choices = options.map((option) => ({
    type: option.type,
    tags: tagsOf(option),
    required: (option.required ?? []).filter((key) => option.properties?.[key]?.default === undefined),
    write: writerOf(option),
  }));
  return (value) => {
    const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    for (const choice of choices) {
      if (choice.type !== undefined && !jsonTypes(choice.type).has(type)) continue;
      if (type === 'object') {
        const row = value as Record<string, unknown>;
        if (!choice.tags.every(([key, allowed]) => allowed.includes(row[key]))) continue;
        if (!choice.required.every((key) => row[key] !== undefined)) continue;
      }
      return choice.write(value);
    }
    return JSON.stringify(value);
  };
}

/** The `typeof`-style names a JSON Schema type admits. */
const jsonTypes = (type: string | string[]) =>
  new Set(
    (Array.isArray(type) ? type : [type]).flatMap((name) => (name === 'integer' ? ['number'] : [name])),
  );

function writerOf(schema: JsonSchema): Writer {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return unionWriter(options);
  if (schema.type === 'object' && (schema.properties || typeof schema.additionalProperties === 'object')) {
    return objectWriter(schema);
  }
  if (schema.type === 'array' && schema.items) {
    const element = writerOf(schema.items);
    return (value) => {
      if (!Array.isArray(value)) return JSON.stringify(value);
      const items: unknown[] = value;
      let text = '[';
      for (let index = 0; index < items.length; index++) {
        // JSON writes an element it has no text for as null.
        text += `${index === 0 ? '' : ','}${element(items[index]) ?? 'null'}`;
      }
      return `${text}]`;
    };
  }
  return writeAsIs;
}

const writers = new WeakMap<z.ZodType, Writer>();

/** The writer of a response schema, built once per schema and shared by every operation using it. */
export function answerWriter(schema: z.ZodType): Writer {
  let writer = writers.get(schema);
  if (!writer) {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
    writer = writerOf(json);
    writers.set(schema, writer);
  }
  return writer;
}

/**
 * Under the test runner every answer is also parsed by zod and serialized, and the two texts compared, so
 * the whole handler suite proves every answer is in the contract and the writer agrees with zod.
 */
const crossCheckWithZod = typeof process !== 'undefined' && process.env?.VITEST !== undefined;

/**
 * An answer's JSON text under its operation's response schema (keys outside the contract dropped). Under
 * test, throws with zod's message when the answer breaks the contract, or when the writer disagrees with zod.
 */
export function encodeAnswer(operationId: string, schema: z.ZodType, answer: unknown): string | undefined {
  const text = answerWriter(schema)(answer);
  if (!crossCheckWithZod) return text;
  const checked = schema.safeParse(answer);
  if (!checked.success) {
    throw new Error(`${operationId} answered outside the contract: ${checked.error.message}`);
  }
  if (text !== JSON.stringify(checked.data)) {
    throw new Error(`${operationId}: the answer writer disagrees with zod on ${JSON.stringify(answer)}`);
  }
  return text;
}
