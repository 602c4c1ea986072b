import type { z } from 'zod';
import { checksOf, runCheck, type Schema, type ZodCheck } from './zod-internals';

/**
 * Every answer is checked against the contract and written as JSON before it leaves; on a list call that was
 * most of the server's work: `safeParse` runs each field through zod's general machinery (a payload object,
 * an issue list and a check loop per field), then `JSON.stringify` walks the result again. This compiles a
 * response schema once into straight-line JavaScript that checks and writes in one pass, with zod's
 * semantics — the same type tests, format patterns and check functions, the same optional, default and
 * unknown-key rules — and writes exactly what `JSON.stringify` writes for zod's output (undeclared keys
 * dropped, defaults filled in). The text of an object whose declared fields are all plain values is kept
 * with the row it came from, and given again while those values are the same: the text is a pure function
 * of them, so a store row that has not changed is checked and written once, not on every page.
 * The encoder answers only "valid, here is the JSON" or `OUTSIDE_CONTRACT`; the caller then asks zod for the
 * exact message. Shapes it does not model (records, pipes, tuples…) are handed to zod itself, so nothing is
 * checked less; where code generation is forbidden (a page with a strict CSP), every schema is.
 */

/** What an encoder returns for a value outside its schema. */
export const OUTSIDE_CONTRACT: unique symbol = Symbol('outside the contract');

/** A value's JSON text under its schema (undefined where JSON has none), or `OUTSIDE_CONTRACT`. */
export type AnswerEncoder = (value: unknown) => string | undefined | typeof OUTSIDE_CONTRACT;

/** String formats whose zod check is exactly "the pattern matches", so the pattern can be tested inline. */
const PATTERN_FORMATS = new Set(['guid', 'uuid', 'datetime', 'date', 'time', 'regex']);
/** Formats whose patterns admit only characters JSON writes as they are (no quotes, backslashes, controls). */
const PLAIN_TEXT_FORMATS = new Set(['guid', 'uuid', 'datetime', 'date', 'time']);

const codeGenerationAllowed = (() => {
  try {
    return new Function('return true')() === true;
  } catch {
    return false;
  }
})();

const byZod =
  (schema: Schema): AnswerEncoder =>
  (value) => {
    const result = schema.safeParse(value);
    return result.success ? JSON.stringify(result.data) : OUTSIDE_CONTRACT;
  };

/** Names the values generated code reads (patterns, sets, nested encoders) and its local variables. */
class Emitter {
  readonly inputs: unknown[] = [];
  #locals = 0;

  input(value: unknown): string {
    this.inputs.push(value);
    return `$${this.inputs.length - 1}`;
  }

  local(): string {
    this.#locals += 1;
    return `v${this.#locals}`;
  }
}

const compiled = new WeakMap<Schema, AnswerEncoder>();

/** The compiled encoder of a response schema, built once per schema and shared by every operation using it. */
export function answerEncoder(schema: z.ZodType): AnswerEncoder {
  return compile(schema as unknown as Schema);
}

function compile(schema: Schema): AnswerEncoder {
  const known = compiled.get(schema);
  if (known) return known;
  if (!codeGenerationAllowed) {
    const encoder = byZod(schema);
    compiled.set(schema, encoder);
    return encoder;
  }
  // A recursive schema reaches itself while compiling; it goes through a forwarder filled in below.
  let encoder: AnswerEncoder = () => OUTSIDE_CONTRACT;
  compiled.set(schema, (value) => encoder(value));
  const emitter = new Emitter();
  const body = functionBody(schema, emitter);
  if (body === undefined) {
    encoder = byZod(schema);
  } else {
    const names = emitter.inputs.map((_, index) => `$${index}`);
    const factory = new Function('F', ...names, `return function encode(input) {\n${body}\n};`);
    encoder = factory(OUTSIDE_CONTRACT, ...emitter.inputs) as AnswerEncoder;
  }
  compiled.set(schema, encoder);
  return encoder;
}

/** The body of a function encoding `input` under a schema, or undefined when zod must do it. */
function functionBody(schema: Schema, emitter: Emitter): string | undefined {
  const { type } = schema._zod.def;
  if (type === 'object') return objectBody(schema, emitter);
  if (type === 'array') return arrayBody(schema, emitter);
  if (type === 'union') return unionBody(schema, emitter);
  const code = valueCode(schema, 'input', 'out', emitter);
  return code === undefined ? undefined : `let out;\n${code}\nreturn out;`;
}

/**
 * Statements that check the value in `source` and leave its JSON text in `target` (declared by the caller;
 * undefined when JSON has no text for it), or `return F` from the generated function. Leaves and wrappers
 * are inlined; objects, arrays and unions call their own encoder. Undefined when a part needs zod.
 */
function valueCode(schema: Schema, source: string, target: string, emitter: Emitter): string | undefined {
  const { def, traits, values } = schema._zod;
  if (def.coerce || traits.has('$ZodExactOptional')) return undefined;
  const value = emitter.local();
  let typeTest: string | undefined;
  let text: string;
  switch (def.type) {
    case 'string': {
      typeTest = `typeof ${value} !== "string"`;
      const plain = checksOf(schema).some((check) => PLAIN_TEXT_FORMATS.has(check._zod.def.format ?? ''));
      text = plain ? `'"' + ${value} + '"'` : `JSON.stringify(${value})`;
      break;
    }
    case 'number':
      typeTest = `typeof ${value} !== "number" || !Number.isFinite(${value})`;
      text = `"" + ${value}`;
      break;
    case 'boolean':
      typeTest = `typeof ${value} !== "boolean"`;
      text = `(${value} ? "true" : "false")`;
      break;
    case 'null':
      typeTest = `${value} !== null`;
      text = '"null"';
      break;
    case 'enum':
    case 'literal': {
      const allowed = [...(values ?? [])];
      if (
        !allowed.every((entry) => entry === null || ['string', 'number', 'boolean'].includes(typeof entry))
      ) {
        return undefined;
      }
      const texts = emitter.input(new Map(allowed.map((entry) => [entry, JSON.stringify(entry)])));
      typeTest = `!${texts}.has(${value})`;
      text = `${texts}.get(${value})`;
      break;
    }
    case 'unknown':
    case 'any':
      text = `JSON.stringify(${value})`;
      break;
    case 'optional':
    case 'nullable':
    case 'default':
      return wrapperCode(schema, source, target, emitter);
    case 'object':
    case 'array':
    case 'union':
      return `${target} = ${emitter.input(compile(schema))}(${source});\nif (${target} === F) return F;`;
    default:
      return `${target} = ${emitter.input(byZod(schema))}(${source});\nif (${target} === F) return F;`;
  }
  return [
    `let ${value} = ${source};`,
    typeTest ? `if (${typeTest}) return F;` : '',
    ...checksOf(schema).map((check) => checkCode(check, value, emitter)),
    `${target} = ${text};`,
  ].join('\n');
}

function wrapperCode(schema: Schema, source: string, target: string, emitter: Emitter): string | undefined {
  const { def } = schema._zod;
  if (checksOf(schema).length > 0) return undefined;
  const inner = def.innerType as Schema;
  const innerCode = valueCode(inner, source, target, emitter);
  if (innerCode === undefined) return undefined;
  if (def.type === 'nullable') return `if (${source} === null) ${target} = "null";\nelse {\n${innerCode}\n}`;
  if (def.type === 'optional') {
    // Only a default inside an optional substitutes a value for absence.
    if (inner._zod.optin === 'defaulted') return innerCode;
    return `if (${source} === undefined) ${target} = undefined;\nelse {\n${innerCode}\n}`;
  }
  // The def's `defaultValue` hands out a fresh copy on every read, as zod uses it.
  const fallback = `JSON.stringify(${emitter.input(def)}.defaultValue)`;
  return `if (${source} === undefined) ${target} = ${fallback};\nelse {\n${innerCode}\nif (${target} === undefined) ${target} = ${fallback};\n}`;
}

function checkCode(check: ZodCheck, value: string, emitter: Emitter): string {
  const { check: kind, format, pattern, when, value: bound, inclusive } = check._zod.def;
  if (kind === 'string_format' && format && PATTERN_FORMATS.has(format) && pattern && !when) {
    const regex = emitter.input(pattern);
    return `${regex}.lastIndex = 0;\nif (!${regex}.test(${value})) return F;`;
  }
  // Numeric bounds, compared as zod's greater_than and less_than checks compare them.
  if ((kind === 'greater_than' || kind === 'less_than') && typeof bound === 'number' && !when) {
    const operator = `${kind === 'greater_than' ? '>' : '<'}${inclusive ? '=' : ''}`;
    return `if (!(${value} ${operator} ${emitter.input(bound)})) return F;`;
  }
  return `${value} = ${emitter.input(runCheck(check, OUTSIDE_CONTRACT))}(${value});\nif (${value} === F) return F;`;
}

/** Keys JavaScript orders before all others (array indexes), which would put zod's output out of shape order. */
const INDEX_KEY = /^(0|[1-9]\d*)$/;

/**
 * Generated test: a field's value is a plain value, so equal values mean equal text. Undefined counts only
 * for a field that may be absent: elsewhere absent and present-but-undefined can differ, and a default
 * (possibly computed afresh each time) stands in for it.
 */
const plainValue = (value: string, mayBeAbsent: boolean) =>
  `(${value} === null || (typeof ${value} !== "object" && typeof ${value} !== "function"${mayBeAbsent ? '' : ` && ${value} !== undefined`}))`;

function objectBody(schema: Schema, emitter: Emitter): string | undefined {
  const { shape = {}, catchall } = schema._zod.def;
  const keys = Object.keys(shape).filter((key) => key !== '__proto__');
  const strict = catchall?._zod.def.type === 'never';
  if (
    Object.getOwnPropertySymbols(shape).length > 0 ||
    keys.some((key) => INDEX_KEY.test(key)) ||
    (catchall && !strict) ||
    checksOf(schema).length > 0
  ) {
    return undefined;
  }
  const fields = keys.map((key) => ({
    key,
    value: emitter.local(),
    mayBeAbsent: (shape[key] as Schema)._zod.optin === 'optional',
  }));
  const lines = ['if (typeof input !== "object" || input === null || Array.isArray(input)) return F;'];
  for (const { key, value } of fields) lines.push(`const ${value} = input[${JSON.stringify(key)}];`);
  // A strict object also depends on which other keys the row has, so its text is not kept.
  const cache = strict ? undefined : emitter.input(new WeakMap<object, unknown[]>());
  if (cache) {
    const same = fields.map(({ value }, index) => ` && kept[${index}] === ${value}`).join('');
    lines.push(
      `const kept = ${cache}.get(input);`,
      `if (kept !== undefined${same}) return kept[${fields.length}];`,
    );
  } else {
    lines.push(`for (const key in input) if (!${emitter.input(new Set(keys))}.has(key)) return F;`);
  }
  lines.push('let out = "{";');
  for (const { key, value } of fields) {
    const code = fieldCode(key, value, shape[key] as Schema, emitter);
    if (code === undefined) return undefined;
    lines.push(code);
  }
  lines.push('out += "}";');
  if (cache) {
    const plain =
      fields.map(({ value, mayBeAbsent }) => plainValue(value, mayBeAbsent)).join(' && ') || 'true';
    // Reading a character makes V8 flatten the text built by concatenation, so a page of kept rows is
    // assembled from flat pieces instead of re-walking every row's chain of pieces on each answer.
    const kept = `[${fields.map(({ value }) => value).join(', ')}, out]`;
    lines.push(`if (${plain}) {\nout.charCodeAt(0);\n${cache}.set(input, ${kept});\n}`);
  }
  lines.push('return out;');
  return lines.join('\n');
}

/**
 * One property, kept or left out as zod's object parser does for the field's optionality (see its
 * `handlePropertyResult`); a property zod sets to undefined is one JSON leaves out.
 */
function fieldCode(key: string, value: string, field: Schema, emitter: Emitter): string | undefined {
  const { optin, optout } = field._zod;
  const name = JSON.stringify(key);
  const text = emitter.local();
  const check = valueCode(field, value, text, emitter);
  if (check === undefined) return undefined;
  const present = `(${value} !== undefined || ${name} in input)`;
  const write = `if (${text} !== undefined) out += (out.length > 1 ? "," : "") + ${JSON.stringify(`${name}:`)} + ${text};`;
  if (optin === undefined) return `let ${text};\nif (!${present}) return F;\n${check}\n${write}`;
  if (optout === 'optional') {
    // Optional in and out: an absent key stays absent. A default under an optional is left to zod.
    if (optin !== 'optional') return undefined;
    return `let ${text};\nif (${present}) {\n${check}\n${write}\n}`;
  }
  return `let ${text};\n${check}\n${write}`;
}

function arrayBody(schema: Schema, emitter: Emitter): string | undefined {
  if (checksOf(schema).length > 0) return undefined;
  const element = emitter.local();
  const text = emitter.local();
  const code = valueCode(schema._zod.def.element as Schema, element, text, emitter);
  if (code === undefined) return undefined;
  return [
    'if (!Array.isArray(input)) return F;',
    'let out = "[";',
    'for (let index = 0; index < input.length; index++) {',
    `const ${element} = input[index];`,
    `let ${text};`,
    code,
    // JSON writes an element it has no text for as null.
    `out += (index === 0 ? "" : ",") + (${text} === undefined ? "null" : ${text});`,
    '}',
    'return out + "]";',
  ].join('\n');
}

function unionBody(schema: Schema, emitter: Emitter): string | undefined {
  const { options = [], discriminator, unionFallback, inclusive } = schema._zod.def;
  if (checksOf(schema).length > 0) return undefined;
  if (discriminator !== undefined) {
    if (unionFallback) return undefined;
    // zod's own table: the option each discriminator value names; a value two options claim names neither.
    const byValue = new Map<unknown, AnswerEncoder | null>();
    for (const option of options) {
      const claimed = option._zod.propValues?.[discriminator];
      if (!claimed || claimed.size === 0) return undefined;
      for (const value of claimed) byValue.set(value, byValue.has(value) ? null : compile(option));
    }
    return [
      'if (typeof input !== "object" || input === null || Array.isArray(input)) return F;',
      `const option = ${emitter.input(byValue)}.get(input[${JSON.stringify(discriminator)}]);`,
      'return option ? option(input) : F;',
    ].join('\n');
  }
  // An exclusive union (exactly one option must match) is left to zod; an ordinary one takes the first match.
  if (inclusive === false) return undefined;
  const lines = ['let out;'];
  for (const option of options) {
    lines.push(`out = ${emitter.input(compile(option))}(input);`, 'if (out !== F) return out;');
  }
  lines.push('return F;');
  return lines.join('\n');
}

/**
 * Under the test runner every answer is also parsed by zod and serialized, and the two texts compared, so
 * the whole handler suite proves the encoders agree with zod on everything the handlers answer.
 */
const crossCheckWithZod = typeof process !== 'undefined' && process.env?.VITEST !== undefined;

/**
 * An answer's JSON text under its operation's response schema (keys outside the contract dropped); throws
 * with zod's message when the answer breaks the contract.
 */
export function encodeAnswer(operationId: string, schema: z.ZodType, answer: unknown): string | undefined {
  const text = answerEncoder(schema)(answer);
  if (text !== OUTSIDE_CONTRACT && !crossCheckWithZod) return text;
  const checked = schema.safeParse(answer);
  if (!checked.success) {
    throw new Error(`${operationId} answered outside the contract: ${checked.error.message}`);
  }
  const expected = JSON.stringify(checked.data);
  if (crossCheckWithZod && text !== expected) {
    throw new Error(
      `${operationId}: the compiled answer encoder disagrees with zod on ${JSON.stringify(answer)}`,
    );
  }
  return expected;
}
