import { readFile } from 'node:fs/promises';
import { text as readText } from 'node:stream/consumers';
import { type ApiFailure, fromWire, toPlatformError } from '@rackconsole/sdk';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { ApiCallError, UsageError } from '../errors';
import type { Io } from '../io';
import { type Context, sdkHeaders, unreachable } from './context';
import { action, withExamples } from './define';

// The methods the platform API uses.
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD'];

interface ApiOptions {
  method?: string;
  body?: string;
}

/** The body to send: a file's or stdin's JSON, checked to be JSON so a typo fails here, not on the server. */
async function readBody(source: string, ctx: Context): Promise<string> {
  const text =
    source === '-'
      ? await readText(ctx.io.stdin)
      : await readFile(source, 'utf8').catch(() => {
          throw new UsageError(`Cannot read the body file ${source}`);
        });
  try {
    JSON.parse(text);
  } catch (error) {
    throw new UsageError(`The body is not valid JSON: ${(error as Error).message}`);
  }
  return text;
}

/** Pretty-prints a JSON body; anything else is passed through as it came. */
const pretty = (text: string) => {
  try {
    return `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
  } catch {
    return text.endsWith('\n') ? text : `${text}\n`;
  }
};

/** The failure of a raw call, in the SDK's result shape so the error catalogue words it. */
function failureOf(response: Response, text: string): ApiFailure {
  try {
    return {
      type: 'error',
      data: fromWire(JSON.parse(text)) as never,
      statusCode: response.status,
      response,
    };
  } catch (error) {
    return { type: 'client_error', error: error as Error, text, statusCode: response.status, response };
  }
}

async function callApi(ctx: Context, path: string, options: ApiOptions): Promise<void> {
  if (!path.startsWith('/')) throw new UsageError(`The path must start with "/", e.g. /v1/projects`);
  const body = options.body === undefined ? undefined : await readBody(options.body, ctx);
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const { host, token } = await ctx.session();
  const url = new URL(path, host);
  // '//elsewhere/…' is a path to URL parsing but another host to fetch: the token must not go there.
  if (url.origin !== host) throw new UsageError(`The path must be on ${host}, not ${url.origin}`);
  let response: Response;
  try {
    response = await fetch(url, { method, headers: await sdkHeaders(host, token), body });
  } catch (error) {
    throw unreachable(host, error);
  }
  const text = await response.text();
  if (text) ctx.io.stdout.write(pretty(text));
  if (response.ok) return;
  const failure = toPlatformError(failureOf(response, text), `${method} ${path}`, ctx.logFailure);
  throw new ApiCallError(
    failure,
    failure.statusCode === 401 ? `Run \`rackctl auth login --host ${host}\`.` : undefined,
  );
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
        `HTTP method: ${METHODS.join(', ')} (default: GET, or POST with --body)`,
      ).argParser((value) => {
        const method = value.toUpperCase();
        if (!METHODS.includes(method))
          throw new InvalidArgumentError(`Must be one of ${METHODS.join(', ')}.`);
        return method;
      }),
    )
    .option('--body <file>', 'JSON request body from a file ("-" reads stdin)');
  withExamples(command, [
    'rackctl api /v1/me',
    'rackctl api "/v1/instances?project=web&limit=5"',
    'echo \'{"name":"web","description":"Web tier"}\' | rackctl api /v1/projects --body -',
    'rackctl api /v1/projects/web -X DELETE',
  ]);
  action<ApiOptions>(command, io, (ctx, [path = ''], options) => callApi(ctx, path, options));
}
