// Raw HTTP over a socket, for requests no HTTP client would send and answers read exactly as they come.
import { connect } from 'node:net';
import { expect } from 'vitest';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An answer as read off the socket: its status code, headers and body text. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads an HTTP/1.1 answer (one, with `Connection: close`) from its raw text. */
export function parseAnswer(raw: string): RawAnswer {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const separator = line.indexOf(':');
    headers[line.slice(0, separator).trim().toLowerCase()] = line.slice(separator + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/** The port of a server URL. */
export const portOf = (url: string) => Number(new URL(url).port);

/** Sends raw bytes on a fresh connection and reads the answer until the server closes it. */
export function exchange(url: string, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(portOf(url), '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => {
      received += data;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(received)));
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer in 5 s')));
    socket.end(request);
  });
}

/** A refusal in the platform's error format, with a real request id in the body and the header. */
/** A refusal in the platform's error format; `undefined` for answers that carry no error code (unmatched routes). */
export function expectRefusal(answer: RawAnswer, status: number, errorCode: string | undefined) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  const body = JSON.parse(answer.body) as { error_code?: string; message: string; request_id: string };
  expect(body.error_code).toBe(errorCode);
  expect(body.message).not.toBe('');
  expect(body.request_id).toMatch(UUID);
  expect(answer.headers['x-request-id']).toBe(body.request_id);
}

/** The server still answers. */
export async function expectAlive(url: string) {
  const response = await fetch(`${url}/v1/ping`);
  expect(response.status).toBe(200);
}
