import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** Where a request came from, and whether it came over HTTPS. */
export interface ClientOrigin {
  clientAddress: string;
  secure: boolean;
}

const headerValues = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(',') : (value ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The socket's word for where a request came from. Behind a reverse proxy (`trustProxy`) the socket is the
 * proxy, so its headers speak instead: `X-Forwarded-Proto` says whether the client used HTTPS, and the last
 * `X-Forwarded-For` entry (the one the proxy itself appended; earlier ones are whatever the client sent) names
 * the client. Without `trustProxy` those headers are ignored, since any client can send them.
 */
export function clientOrigin(request: IncomingMessage, trustProxy: boolean): ClientOrigin {
  const secure = (request.socket as Partial<TLSSocket>).encrypted === true;
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return { clientAddress: peer, secure };
  const forwardedProto = headerValues(request.headers['x-forwarded-proto'])[0]?.toLowerCase();
  const forwardedFor = headerValues(request.headers['x-forwarded-for']).at(-1);
  return { clientAddress: forwardedFor ?? peer, secure: secure || forwardedProto === 'https' };
}
