import { type ApiFailure, fromWire, toPlatformError } from '@rackconsole/sdk';
import { ApiCallError } from '../errors';
import { type Context, notJsonAnswer } from './context';

// One raw call of the platform API, its answer kept in the wire form (snake_case, as sent): `rackctl api` and
// the commands generated from the API description both send through here.

/** A request as the command line built it. */
export interface RawRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** JSON or a form; raw bytes as a Blob (a file's, read as it is sent) or, from standard input, a stream. */
  body?: string | Blob | URLSearchParams | ReadableStream<Uint8Array>;
}

type Parsed = { ok: true; value: unknown } | { ok: false };

/** What came back: the response, its text and that text as JSON when it is JSON. */
export interface RawAnswer {
  response: Response;
  text: string;
  json: Parsed;
}

const parseJson = (text: string): Parsed => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/** Sends one request; a network failure becomes the CLI's "cannot reach" error. */
export async function sendRaw(ctx: Context, host: string, request: RawRequest): Promise<RawAnswer> {
  const { send } = await ctx.http();
  try {
    const answer = await send({
      method: request.method,
      url: request.url.href,
      headers: Object.fromEntries(request.headers),
      body: request.body,
      init: {},
    });
    const response = await answer.response();
    const text = await response.text();
    return { response, text, json: text ? parseJson(text) : { ok: true, value: null } };
  } catch (error) {
    throw ctx.unreachable(host, error);
  }
}

/** The failure of a raw call with a JSON body, in the SDK's result shape so the error catalogue words it. */
const failureOf = (response: Response, body: unknown): ApiFailure => ({
  type: 'error',
  data: fromWire(body ?? {}) as never,
  statusCode: response.status,
  response,
});

/** Throws the CLI error of a failed answer (the platform's message, the exit code of its status). */
export function throwFailure(ctx: Context, host: string, label: string, answer: RawAnswer): never {
  const { response, text } = answer;
  if (!answer.json.ok) {
    ctx.logFailure(`${label}: HTTP ${response.status}:`, text);
    throw notJsonAnswer(label, response);
  }
  const failure = toPlatformError(failureOf(response, answer.json.value), label, ctx.logFailure);
  throw new ApiCallError(
    failure,
    failure.statusCode === 401 ? `Run \`rackctl auth login --host ${host}\`.` : undefined,
  );
}
