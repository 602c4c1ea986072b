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

/** An address as a socket reports it, an IPv4 peer of an IPv6 socket unwrapped (`::ffff:10.0.0.1`). */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Whether the request's socket is one of the reverse proxies the server was told to trust (`--trust-proxy`):
 * only then do its `X-Forwarded-*` headers speak for the client. Any client can send them.
 */
export const fromTrustedProxy = (request: IncomingMessage, trustedProxies: readonly string[]) =>
  trustedProxies.includes(plainAddress(request.socket.remoteAddress ?? ''));

/**
 * The socket's word for where a request came from. From a trusted proxy the socket is the proxy, so its
 * headers speak instead: `X-Forwarded-Proto` says whether the client used HTTPS, and the last
 * `X-Forwarded-For` entry (the one the proxy itself appended; earlier ones are whatever the client sent)
 * names the client. From anyone else those headers are ignored.
 */
export function clientOrigin(request: IncomingMessage, trustedProxies: readonly string[]): ClientOrigin {
  const secure = (request.socket as Partial<TLSSocket>).encrypted === true;
  const peer = plainAddress(request.socket.remoteAddress ?? 'unknown');
  if (!fromTrustedProxy(request, trustedProxies)) return { clientAddress: peer, secure };
  const forwardedProto = headerValues(request.headers['x-forwarded-proto'])[0]?.toLowerCase();
  const forwardedFor = headerValues(request.headers['x-forwarded-for']).at(-1);
  return { clientAddress: forwardedFor ?? peer, secure: secure || forwardedProto === 'https' };
}
