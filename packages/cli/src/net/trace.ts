import type { OutStream } from '../io';
import type { NodeSend } from './http';

// `--debug` (or RACK_DEBUG=api): every request and answer on stderr, as gh's GH_DEBUG=api shows them, with
// what would let a reader act as the user blanked out: tokens, cookies and passwords, in headers and bodies.

const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'proxy-authorization']);
// Body keys whose values are secrets (the device flow's tokens and codes, local login's password, SCIM and
// webhook secrets), in the wire's snake_case and the SDK's camelCase.
const SECRET_KEY = /(token|password|secret|cookie|device_?code|bearer)/i;
const REDACTED = '[redacted]';

/** A header's value as traced: a bearer token keeps its scheme, anything secret is blanked. */
function headerLine(name: string, value: string): string {
  if (!SECRET_HEADERS.has(name.toLowerCase())) return `${name}: ${value}`;
  const scheme = /^(Bearer|Basic)\s/i.exec(value)?.[1];
  return `${name}: ${scheme ? `${scheme} ` : ''}${REDACTED}`;
}

/** A JSON value with every secret-named key's value blanked, at any depth. */
function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? REDACTED : redactJson(item)]),
  );
}

/** A body as traced: JSON and forms with their secrets blanked, bytes by their length only. */
export function redactBody(text: string, contentType: string | null): string {
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text);
    for (const key of [...form.keys()]) if (SECRET_KEY.test(key)) form.set(key, REDACTED);
    return decodeURIComponent(form.toString());
  }
  try {
    return JSON.stringify(redactJson(JSON.parse(text)), null, 2);
  } catch {
    return contentType?.includes('json') || contentType?.startsWith('text/')
      ? text
      : `(${text.length} bytes of ${contentType ?? 'unknown type'})`;
  }
}

/** Header lines by lower-case name in name order, as a `Headers` would list them. */
const headerLines = (headers: Iterable<[string, string]>, mark: string) =>
  [...headers]
    .map(([name, value]): [string, string] => [name.toLowerCase(), value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${mark} ${headerLine(name, value)}`);

/** A request body's text: the SDK's JSON and forms are strings, a raw call's body bytes. */
async function bodyText(body: BodyInit): Promise<string> {
  if (typeof body === 'string') return body;
  if (body instanceof Blob) return body.text();
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return new TextDecoder().decode(body);
  return '';
}

const isText = (contentType: string | null) =>
  !contentType || /json|text\/|x-www-form-urlencoded/.test(contentType);

/** A request body as traced: text with its secrets blanked; raw bytes (an upload) by their length, unread. */
async function tracedBody(body: BodyInit, contentType: string | null): Promise<string> {
  if (isText(contentType)) return redactBody(await bodyText(body), contentType);
  const size =
    body instanceof Blob
      ? body.size
      : body instanceof ArrayBuffer || ArrayBuffer.isView(body)
        ? body.byteLength
        : undefined;
  return size === undefined ? `(a stream of ${contentType})` : `(${size} bytes of ${contentType})`;
}

/** Whether tracing is on: `--debug`, or RACK_DEBUG naming `api` (or 1/true). */
export const tracing = (debug: boolean | undefined, env: Record<string, string | undefined>) =>
  debug === true || /(^|,)(api|1|true)(,|$)/.test(env.RACK_DEBUG ?? '');

/** Wraps the transport so each request and its answer are written to `stderr`, secrets redacted. */
export function tracedSend(send: NodeSend, stderr: OutStream): NodeSend {
  return async (call) => {
    const lines = [`* Request at ${new Date().toISOString()}`, `> ${call.method} ${call.url}`];
    lines.push(...headerLines(Object.entries(call.headers), '>'));
    const type = call.headers['content-type'] ?? null;
    if (call.body !== undefined && call.body !== null) lines.push('', await tracedBody(call.body, type));
    stderr.write(`${lines.join('\n')}\n`);
    const started = performance.now();
    const answer = await send(call);
    const answerLines = [
      `< HTTP ${answer.status} ${answer.statusText} (${(performance.now() - started).toFixed(0)} ms)`,
      ...headerLines(answer.headerPairs, '<'),
    ];
    const answerType = answer.headers.get('content-type');
    if (isText(answerType) && !answerType?.includes('event-stream')) {
      const text = await answer.text();
      if (text) answerLines.push('', redactBody(text, answerType));
    }
    stderr.write(`${answerLines.join('\n')}\n\n`);
    return answer;
  };
}
