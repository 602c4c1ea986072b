import {
  clientHeaders,
  type OperationName,
  operationPathAt,
  operationRoute,
  snakeToCamel,
} from '@rackconsole/sdk';
import { UsageError } from '../../errors';
import { binaryInput, readTextInput } from '../../input';
import type { Io } from '../../io';
import type { RawRequest } from '../raw-call';
import type { GeneratedOperation, OperationFlag } from './operation';

/** A generated command's parsed options, by the flags' attribute names. */
export type FlagValues = Record<string, unknown>;

/** The attribute commander stores a flag under (`auto-restart-policy` → `autoRestartPolicy`). */
export const attributeOf = (flag: Pick<OperationFlag, 'name'>) =>
  flag.name.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** `--json-body FILE`: the body as JSON (an object, unless the operation takes free-form JSON). */
async function jsonBody(source: string, io: Io): Promise<unknown> {
  const text = await readTextInput(source, 'body', io.stdin);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`The body in ${source} is not valid JSON: ${(error as Error).message}`);
  }
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isGiven = (values: FlagValues, flag: OperationFlag) => values[attributeOf(flag)] !== undefined;

/** The operation's path at the version spoken: where it lived then, if a later version moved it. */
const pathAt = (operation: GeneratedOperation, apiVersion: string | undefined) =>
  apiVersion === undefined
    ? operation.path
    : operationPathAt(operationRoute(snakeToCamel(operation.id) as OperationName), apiVersion);

/** The path with its parameters filled in, and the query, from the flags. */
function urlOf(operation: GeneratedOperation, values: FlagValues, host: string, path: string): URL {
  const query = new URLSearchParams();
  for (const flag of operation.flags) {
    const value = values[attributeOf(flag)];
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (flag.in === 'path') path = path.replace(`{${flag.wire}}`, encodeURIComponent(text));
    else if (flag.in === 'query') query.append(flag.wire, text);
  }
  const url = new URL(path, host);
  url.search = query.toString();
  return url;
}

/** The request a generated command sends: path, query and body from its flags and `--json-body`. */
export async function operationRequest(
  operation: GeneratedOperation,
  values: FlagValues,
  io: Io,
  session: { host: string; token: string },
  apiVersion?: string,
): Promise<RawRequest> {
  const given = typeof values.jsonBody === 'string' ? await jsonBody(values.jsonBody, io) : {};
  const hasFields = operation.flags.some((flag) => flag.in === 'body');
  if (hasFields && !isObject(given)) {
    throw new UsageError('The --json-body file must hold a JSON object of the body fields');
  }
  const fromFile = isObject(given) ? given : {};
  const missing = operation.flags.filter(
    (flag) => flag.required && !isGiven(values, flag) && !(flag.in === 'body' && flag.wire in fromFile),
  );
  if (missing.length > 0) {
    const names = missing.map((flag) => `--${flag.name}`).join(', ');
    throw new UsageError(
      `Missing ${names}`,
      operation.body?.template ? 'Body fields may also come from --json-body FILE.' : undefined,
    );
  }
  const headers = clientHeaders({ token: session.token, apiVersion });
  const request: RawRequest = {
    method: operation.method.toUpperCase(),
    url: urlOf(operation, values, session.host, pathAt(operation, apiVersion)),
    headers,
  };
  const { body } = operation;
  if (!body) return request;
  if (body.encoding === 'binary') {
    if (typeof values.bodyFile !== 'string') {
      if (body.required) throw new UsageError('Missing --body-file, the bytes to send');
      return request;
    }
    headers.set('content-type', 'application/octet-stream');
    return { ...request, body: await binaryInput(values.bodyFile, 'body', io.stdin) };
  }
  const fields: Record<string, unknown> = { ...fromFile };
  for (const flag of operation.flags) {
    if (flag.in === 'body' && isGiven(values, flag)) fields[flag.wire] = values[attributeOf(flag)];
  }
  if (body.encoding === 'form') {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    return { ...request, body: form };
  }
  headers.set('content-type', 'application/json');
  // A free-form body (no fields of its own) is sent as the file holds it.
  return { ...request, body: JSON.stringify(hasFields ? fields : given) };
}
