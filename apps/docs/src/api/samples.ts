import { buildProgram, commandCalling } from '@rackconsole/cli';
import { fromWire, snakeToCamel } from '@rackconsole/sdk';
import type { Command } from 'commander';
import { exampleOf } from './examples';
import type { ApiOperation, OpenApiDocument, Parameter } from './openapi';

/** The same call three ways; a form is missing where that tool cannot send the operation's body. */
export interface OperationSamples {
  curl: string;
  sdk?: string;
  rackctl?: string;
}

// Optional query parameters a sample names all the same: where a resource lives, and the window of a time
// series (the platform wants both ends), so the call runs as written.
const NAMED = new Set(['project', 'vpc', 'router', 'instance', 'silo', 'gateway', 'start_time', 'end_time']);

/** The parameters a sample sends: every required one, and the optional ones it names. */
const sentParameters = (entry: ApiOperation, place: Parameter['in']) =>
  (entry.operation.parameters ?? []).filter(
    (parameter) => parameter.in === place && (parameter.required || NAMED.has(parameter.name)),
  );

const parameterValues = (doc: OpenApiDocument, entry: ApiOperation, place: Parameter['in']) =>
  Object.fromEntries(
    sentParameters(entry, place).map((parameter) => [
      parameter.name,
      exampleOf(doc, parameter.schema, 'request', parameter.name),
    ]),
  ) as Record<string, unknown>;

/** The request's body media type and example value, if it has a body. */
export function requestBodyOf(doc: OpenApiDocument, entry: ApiOperation) {
  const content = entry.operation.requestBody?.content;
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
  if (!mediaType) return undefined;
  return { mediaType, value: exampleOf(doc, media?.schema, 'request') };
}

/** The path and query of the sample call, e.g. `/v1/instances/db1/start?project=mock-project`. */
export function samplePath(doc: OpenApiDocument, entry: ApiOperation): string {
  const pathValues = parameterValues(doc, entry, 'path');
  const path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(pathValues[name])),
  );
  const query = new URLSearchParams(
    Object.entries(parameterValues(doc, entry, 'query')).map(([name, value]) => [name, String(value)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

let program: Command | undefined;
/** The `rackctl` command tree, built once for every page. */
const cliProgram = () => {
  program ??= buildProgram();
  return program;
};

/** Single-quotes a word for a POSIX shell. */
const shellQuote = (text: string) =>
  /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;

function curlSample(doc: OpenApiDocument, entry: ApiOperation): string {
  const method = entry.method.toUpperCase();
  const lines = [
    `curl ${method === 'GET' ? '' : method === 'HEAD' ? '--head ' : `-X ${method} `}"$RACK_HOST${samplePath(doc, entry)}"`,
    `-H "Authorization: Bearer $RACK_TOKEN"`,
    `-H 'api-version: ${doc.info.version}'`,
  ];
  const body = requestBodyOf(doc, entry);
  if (body?.mediaType === 'application/json') {
    lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(body.value))}`);
  } else if (body?.mediaType === 'application/x-www-form-urlencoded') {
    for (const [name, value] of Object.entries(body.value as Record<string, unknown>)) {
      lines.push(`--data-urlencode ${shellQuote(`${name}=${String(value)}`)}`);
    }
  } else if (body) {
    lines.push(`-H 'Content-Type: ${body.mediaType}'`, '--data-binary @body.bin');
  }
  return lines.join(' \\\n  ');
}

/** A value as a TypeScript literal: identifier keys unquoted, timestamps as `Date`s (as the SDK takes them). */
function literal(value: unknown, indent = ''): string {
  if (value instanceof Date) return `new Date('${value.toISOString()}')`;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inner = `${indent}  `;
    return `[\n${value.map((item) => `${inner}${literal(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    const lines = entries.map(
      ([key, item]) =>
        `${inner}${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${literal(item, inner)},`,
    );
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  return typeof value === 'string'
    ? `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
    : String(value);
}

function sdkSample(doc: OpenApiDocument, entry: ApiOperation): string | undefined {
  const body = requestBodyOf(doc, entry);
  if (body && body.mediaType === 'application/octet-stream') return undefined;
  const name = snakeToCamel(entry.operation.operationId);
  const params: Record<string, unknown> = {};
  for (const place of ['path', 'query'] as const) {
    const values = parameterValues(doc, entry, place);
    if (Object.keys(values).length > 0) params[place] = fromWire(values);
  }
  if (body) params.body = fromWire(body.value);
  const args = Object.keys(params).length > 0 ? literal(params) : '';
  return [
    "import { createApi, toPlatformError } from '@rackconsole/sdk';",
    '',
    'const api = createApi({ host: process.env.RACK_HOST, token: process.env.RACK_TOKEN });',
    `const result = await api.${name}(${args});`,
    "if (result.type === 'success') console.log(result.data);",
    `else console.error(toPlatformError(result, '${name}').message);`,
  ].join('\n');
}

/** The operation's command with the sample's values: the generated command's flags, or a hand-written one's example. */
function rackctlSample(doc: OpenApiDocument, entry: ApiOperation, program: Command): string | undefined {
  const found = commandCalling(program, entry.operation.operationId);
  if (!found) return undefined;
  const { generated } = found;
  if (!generated) return found.example;
  const flagOf = (place: string, wire: string) =>
    generated.flags.find((flag) => flag.in === place && flag.wire === wire)?.name;
  const words = [...found.words];
  for (const place of ['path', 'query'] as const) {
    for (const [name, value] of Object.entries(parameterValues(doc, entry, place))) {
      const flag = flagOf(place, name);
      if (flag) words.push(`--${flag}`, shellQuote(String(value)));
    }
  }
  const body = requestBodyOf(doc, entry);
  if (body?.mediaType === 'application/json') {
    return `echo ${shellQuote(JSON.stringify(body.value))} | ${[...words, '--json-body', '-'].join(' ')}`;
  }
  if (body?.mediaType === 'application/x-www-form-urlencoded') {
    for (const [name, value] of Object.entries(body.value as Record<string, unknown>)) {
      const flag = flagOf('body', name);
      if (flag) words.push(`--${flag}`, shellQuote(String(value)));
    }
  } else if (body) words.push('--body-file', 'body.bin');
  return words.join(' ');
}

/** The operation's example call as curl, an SDK call and the `rackctl` command that calls it. */
export function operationSamples(
  doc: OpenApiDocument,
  entry: ApiOperation,
  program: Command = cliProgram(),
): OperationSamples {
  return {
    curl: curlSample(doc, entry),
    sdk: sdkSample(doc, entry),
    rackctl: rackctlSample(doc, entry, program),
  };
}
