import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest } from '../model/services';
import { declaredLengthOf, type PendingBody, payloadTooLarge } from './request-body';

/**
 * An unread body this small is drained after the answer so the connection can carry the next request;
 * anything larger (or of unannounced size) closes the connection instead.
 */
const DRAIN_BYTES = 64 * 1024;
/**
 * Closing a connection whose body was refused at once would reset it, and a reset can make the client lose
 * the answer. So after the answer the connection half-closes and keeps reading (and dropping) what the client
 * still sends, until the client closes too, for at most LINGER_MS or LINGER_BYTES, whichever comes first.
 */
const LINGER_MS = 1_000;
const LINGER_BYTES = 4 * 1024 * 1024;

/** Whether a request carries a body at all: HTTP/1.1 announces one with a length or a transfer encoding. */
const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/** Whether the client waits for `100 Continue` before it sends the body. */
const awaitsContinue = (request: IncomingMessage) => request.headers.expect?.toLowerCase() === '100-continue';

/**
 * The body of a Node request, read on demand and refused as soon as it passes the limit it is read with. A
 * client that waits for `100 Continue` before sending its body is asked for it only when it is read, so a
 * refused upload is never sent at all.
 */
export function pendingBodyOf(request: IncomingMessage, response: ServerResponse): PendingBody | undefined {
  if (!hasBody(request)) return undefined;
  return {
    declaredLength: declaredLengthOf(request.headers['content-length']),
    read(limit) {
      if (awaitsContinue(request)) response.writeContinue();
      return readBounded(request, limit);
    },
  };
}

function readBounded(request: IncomingMessage, limit: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onAborted);
      request.off('close', onAborted);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        // Events rather than an async iterator: leaving an iterator early destroys the socket, and the
        // client would get a reset instead of the 413.
        finish();
        request.pause();
        chunks.length = 0;
        reject(payloadTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      finish();
      resolve(Buffer.concat(chunks, size));
    };
    // The client went away mid-body: nobody will read the answer, but the read must still settle.
    const onAborted = () => {
      finish();
      reject(badRequest('request body incomplete: the connection closed'));
    };
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('error', onAborted);
    request.once('close', onAborted);
  });
}

/**
 * After an answer, the part of the body nobody read (an unknown path, a refusal, a body over its limit) is
 * dropped as it arrives, never kept: a small one is drained to keep the connection, a larger one ends the
 * connection once the answer is out (lingering briefly, see LINGER_MS).
 */
export function settleUnreadBody(request: IncomingMessage, response: ServerResponse) {
  if (request.complete || !hasBody(request)) return;
  const declared = declaredLengthOf(request.headers['content-length']);
  // (A client still waiting for `100 Continue` never sends its body: Node closes such a connection itself.)
  if (declared !== undefined && declared <= DRAIN_BYTES) {
    request.resume();
    return;
  }
  const { socket } = request;
  let dropped = 0;
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > LINGER_BYTES) socket.destroy();
  });
  // A read refused past its limit paused the body; from here on it flows, into nothing.
  request.resume();
  response.once('finish', () => {
    socket.end();
    const linger = setTimeout(() => socket.destroy(), LINGER_MS);
    linger.unref();
    socket.once('close', () => clearTimeout(linger));
  });
}
