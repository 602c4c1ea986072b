import { z } from 'zod';
import { badRequest } from '../model/services';

type Shape = Record<string, z.ZodType>;

/**
 * One object schema per parameter shape, built on first use: zod compiles a schema on its first parse, so
 * building a fresh `z.object` per request would pay that compilation on every call.
 */
const objectSchemas = new WeakMap<Shape, z.ZodObject>();
function objectOf(shape: Shape): z.ZodObject {
  let schema = objectSchemas.get(shape);
  if (!schema) {
    schema = z.object(shape);
    objectSchemas.set(shape, schema);
  }
  return schema;
}

/** The innermost schema under optional/nullable/default wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodDefault
  ) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/** Query strings are text: numbers and booleans are read as such when the contract asks for them. */
function coerce(schema: z.ZodType, values: string[]): unknown {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray) return values.map((value) => coerce(inner.element as z.ZodType, [value]));
  const value = values[values.length - 1] as string;
  if (inner instanceof z.ZodNumber) return value.trim() === '' ? value : Number(value);
  if (inner instanceof z.ZodBoolean) return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

const issueText = (issue: z.core.$ZodIssue) => {
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
};

/** Validates path parameters (numbers coerced, as in queries); the platform answers 400 for a malformed one. */
export function parsePath(shape: Shape | undefined, raw: Record<string, string>): unknown {
  if (!shape) return {};
  const coerced = Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [name, shape[name] ? coerce(shape[name], [value]) : value]),
  );
  const result = objectOf(shape).safeParse(coerced);
  if (!result.success)
    throw badRequest(`bad path parameter: ${issueText(result.error.issues[0] as z.core.$ZodIssue)}`);
  return result.data;
}

/** Validates and coerces query parameters; unknown parameters are ignored, as the platform ignores them. */
export function parseQuery(shape: Shape | undefined, params: URLSearchParams): unknown {
  if (!shape) return {};
  const raw: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const values = params.getAll(name);
    if (values.length > 0) raw[name] = coerce(schema, values);
  }
  const result = objectOf(shape).safeParse(raw);
  if (!result.success) {
    throw badRequest(
      `unable to parse query string: ${issueText(result.error.issues[0] as z.core.$ZodIssue)}`,
    );
  }
  return result.data;
}

/** Reads a urlencoded form as the object its schema describes, numbers and booleans coerced. */
export function formToObject(schema: z.ZodType, form: URLSearchParams): Record<string, unknown> {
  const inner = unwrap(schema);
  const shape: Shape = inner instanceof z.ZodObject ? inner.shape : {};
  const raw: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const field = shape[name];
    raw[name] = field ? coerce(field, form.getAll(name)) : form.get(name);
  }
  return raw;
}

/** Validates a JSON or form body against the operation's schema, with the platform's wording. */
export function parseBody(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw badRequest(`unable to parse JSON body: ${issueText(result.error.issues[0] as z.core.$ZodIssue)}`);
  }
  return result.data;
}
