import { clientHeaders } from '@rackconsole/sdk';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { UsageError } from '../errors';
import { readTextInput } from '../input';
import type { Io } from '../io';
import { brokenAnswer, type Context } from './context';
import { action, withExamples } from './define';
import { collect } from './parse';
import { type RawAnswer, type RawRequest, sendRaw as send, throwFailure } from './raw-call';

// The methods the platform API uses.
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD'];

/** A `-f`/`-F` parameter before its value is read: `key=value`. */
interface RawField {
  key: string;
  value: string;
  typed: boolean;
}

interface ApiOptions {
  method?: string;
  body?: string;
  rawField?: RawField[];
  field?: RawField[];
  header?: [name: string, value: string][];
  paginate?: boolean;
  slurp?: boolean;
  include?: boolean;
  silent?: boolean;
}

/** The body to send: a file's or stdin's JSON, checked to be JSON so a typo fails here, not on the server. */
async function readBody(source: string, ctx: Context): Promise<string> {
  const text = await readTextInput(source, 'body', ctx.io.stdin);
  try {
    JSON.parse(text);
  } catch (error) {
    throw new UsageError(`The body is not valid JSON: ${(error as Error).message}`);
  }
  return text;
}

const fieldArg =
  (typed: boolean) =>
  (value: string): RawField => {
    const equals = value.indexOf('=');
    if (equals <= 0) throw new InvalidArgumentError('Must be key=value.');
    return { key: value.slice(0, equals), value: value.slice(equals + 1), typed };
  };

function headerArg(value: string): [string, string] {
  const colon = value.indexOf(':');
  const name = value.slice(0, colon).trim();
  if (colon <= 0 || !/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(name)) {
    throw new InvalidArgumentError('Must be "Name: value".');
  }
  return [name, value.slice(colon + 1).trim()];
}

/**
 * A `-F` value with its JSON type, as gh reads it: true, false and null as themselves, numbers as numbers,
 * `@file` as the file's text (`@-` stdin); anything else a string. `-f` values are always strings.
 */
async function typedValue(field: RawField, io: Io): Promise<unknown> {
  const { value } = field;
  if (!field.typed) return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value === 'null') return null;
  if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value)) return Number(value);
  if (value.startsWith('@'))
    return (await readTextInput(value.slice(1), 'field', io.stdin)).replace(/\n$/, '');
  return value;
}

/** Builds the request from the command line: path, method, body or fields, headers. */
async function buildRequest(ctx: Context, path: string, options: ApiOptions, host: string, token: string) {
  if (!path.startsWith('/')) throw new UsageError(`The path must start with "/", e.g. /v1/projects`);
  const fields = [...(options.rawField ?? []), ...(options.field ?? [])];
  if (options.body !== undefined && fields.length > 0) {
    throw new UsageError('Give the body with --body or with -f/-F fields, not both');
  }
  const body = options.body === undefined ? undefined : await readBody(options.body, ctx);
  // Like gh: parameters make a POST unless a method is named; a GET sends them as the query.
  const method = options.method ?? (body === undefined && fields.length === 0 ? 'GET' : 'POST');
  const url = new URL(path, host);
  // '//elsewhere/…' is a path to URL parsing but another host to fetch: the token must not go there.
  if (url.origin !== host) throw new UsageError(`The path must be on ${host}, not ${url.origin}`);
  const values = await Promise.all(
    fields.map(async (field) => [field.key, await typedValue(field, ctx.io)] as const),
  );
  const headers = clientHeaders({ token, apiVersion: ctx.globals.apiVersion });
  for (const [name, value] of options.header ?? []) headers.set(name, value);
  if (method === 'GET' || method === 'HEAD') {
    for (const [key, value] of values) url.searchParams.append(key, String(value));
    return { method, url, headers };
  }
  return {
    method,
    url,
    headers,
    body: values.length > 0 ? JSON.stringify(Object.fromEntries(values)) : body,
  };
}

/** `--paginate`: follows `next_page` and answers one page holding every item. */
async function everyPage(ctx: Context, host: string, first: RawRequest, label: string, slurp: boolean) {
  const items: unknown[] = [];
  const pages: unknown[] = [];
  let request = first;
  for (;;) {
    const answer = await send(ctx, host, request);
    if (!answer.response.ok || !answer.json.ok) return answer;
    const page = answer.json.value as { items?: unknown; next_page?: unknown } | null;
    if (!Array.isArray(page?.items))
      throw brokenAnswer(label, '"items" is not a list (--paginate needs a list)');
    items.push(...page.items);
    pages.push(page);
    if (typeof page.next_page !== 'string' || page.next_page === '') {
      // --slurp: every page as it came, in one list (gh's --paginate --slurp); otherwise one page of every item.
      const value = slurp ? pages : { ...page, items, next_page: null };
      return { ...answer, json: { ok: true, value } as const };
    }
    const url = new URL(request.url);
    url.searchParams.set('page_token', page.next_page);
    request = { ...request, url };
  }
}

async function callApi(ctx: Context, path: string, options: ApiOptions): Promise<void> {
  const { host, token } = await ctx.session();
  const request = await buildRequest(ctx, path, options, host, token);
  const label = `${request.method} ${path}`;
  if (options.paginate && request.method !== 'GET') {
    throw new UsageError('--paginate follows pages of a GET; drop -X or the body');
  }
  if (options.slurp && !options.paginate)
    throw new UsageError('--slurp gathers the pages of --paginate; add it');
  const answer = options.paginate
    ? await everyPage(ctx, host, request, label, options.slurp === true)
    : await send(ctx, host, request);
  const { response } = answer;
  if (options.include) {
    // -i: the status line and headers first, as gh and curl -i print them (secrets are the user's own here).
    const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`);
    ctx.io.stdout.write(`HTTP ${response.status} ${response.statusText}\n${headers.join('\n')}\n\n`);
  }
  // JSON goes to stdout, errors included (as gh does); anything else only to a person on a successful call,
  // so a script never reads an HTML error page as data. --silent prints no body at all.
  if (!options.silent) printBody(ctx, answer, label);
  // With --silent the exit code (and the error on stderr) still say how the call went.
  if (!response.ok) throwFailure(ctx, host, label, answer);
}

/** The answer's body on stdout: JSON as it came, other text only for a person and only on success. */
function printBody(ctx: Context, { response, text, json }: RawAnswer, label: string): void {
  if (json.ok && json.value !== null) ctx.out.wire(json.value);
  else if (!json.ok && response.ok) {
    if (ctx.out.json) {
      throw brokenAnswer(
        label,
        `it is not JSON (${response.headers.get('content-type') ?? 'no content type'})`,
      );
    }
    ctx.io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  }
}

/** `rackctl api`: any call of the platform API, its JSON printed as the platform sent it. */
export function registerApi(program: Command, io: Io): void {
  const command = program
    .command('api')
    .description(
      'Call any platform API path and print the JSON answer as is (snake_case, like the API reference)',
    )
    .argument('<path>', 'API path with its query, e.g. /v1/projects?limit=5')
    .addOption(
      new Option(
        '-X, --method <method>',
        `HTTP method: ${METHODS.join(', ')} (default: GET, or POST with a body or fields)`,
      ).argParser((value) => {
        const method = value.toUpperCase();
        if (!METHODS.includes(method))
          throw new InvalidArgumentError(`Must be one of ${METHODS.join(', ')}.`);
        return method;
      }),
    )
    .option('--body <file>', 'JSON request body from a file ("-" reads stdin)')
    .addOption(
      new Option(
        '-f, --raw-field <key=value>',
        'a string parameter: in the JSON body, or the query of a GET',
      ).argParser(collect(fieldArg(false))),
    )
    .addOption(
      new Option(
        '-F, --field <key=value>',
        'a typed parameter: true, false, null and numbers as JSON, @file for a file\'s text ("@-": stdin)',
      ).argParser(collect(fieldArg(true))),
    )
    .addOption(
      new Option('-H, --header <header>', 'an extra request header, "Name: value"').argParser(
        collect(headerArg),
      ),
    )
    .option('--paginate', "follow next_page and print every page's items as one list")
    .option('--slurp', 'with --paginate: print every page, as it came, in one JSON list')
    .option('-i, --include', 'print the HTTP status line and response headers before the body')
    .option('--silent', 'print no response body (the exit code says how the call went)');
  withExamples(command, [
    'rackctl api /v1/me',
    'rackctl api "/v1/instances?project=web&limit=5"',
    'rackctl api /v1/projects --paginate --fields items',
    'rackctl api /v1/projects -f name=web -f description="Web tier"',
    'rackctl api /v1/projects -F name=web -F description=@description.txt',
    'echo \'{"name":"web","description":"Web tier"}\' | rackctl api /v1/projects --body -',
    'rackctl api /v1/projects/web -X DELETE',
    "rackctl api /v1/projects --paginate --slurp --jq 'map(.items | length) | add'",
    'rackctl api /v1/me --include',
  ]);
  action<ApiOptions>(command, io, (ctx, [path = ''], options) => callApi(ctx, path, options));
}
