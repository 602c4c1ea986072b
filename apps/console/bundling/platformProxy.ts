import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { ProxyOptions } from 'vite';

/** Page navigations under /login and /device are the console's own screens, not platform calls. */
const isPageNavigation = (accept: string | undefined, method: string | undefined) =>
  method === 'GET' && (accept ?? '').includes('text/html');

/**
 * What the proxy tells the platform about the request it forwards: who the client is (the socket it
 * accepted), whether it used HTTPS and which host it asked for. Always set by the proxy, replacing whatever
 * the client sent in these headers, so a platform that trusts this proxy (`--trust-proxy`) believes only what
 * the proxy saw.
 */
export function forwardedHeaders(request: IncomingMessage): Record<string, string> {
  const secure = (request.socket as Partial<TLSSocket>).encrypted === true;
  return {
    'x-forwarded-for': request.socket.remoteAddress ?? '',
    'x-forwarded-proto': secure ? 'https' : 'http',
    'x-forwarded-host': request.headers.host ?? '',
  };
}

/**
 * Remote mode's proxy of the platform's paths to `apiOrigin` (the dev and preview servers), websockets (the
 * serial console) included, so the console's calls stay same-origin.
 */
export function platformProxy(apiOrigin: string | undefined): Record<string, ProxyOptions> | undefined {
  if (!apiOrigin) return undefined;
  const proxy: ProxyOptions = {
    target: apiOrigin,
    changeOrigin: false,
    ws: true,
    bypass: (request) =>
      isPageNavigation(request.headers.accept, request.method) ? '/index.html' : undefined,
    configure(server) {
      const stamp = (
        outgoing: { setHeader(name: string, value: string): unknown },
        request: IncomingMessage,
      ) => {
        for (const [name, value] of Object.entries(forwardedHeaders(request)))
          outgoing.setHeader(name, value);
      };
      server.on('proxyReq', (outgoing, request) => stamp(outgoing, request));
      server.on('proxyReqWs', (outgoing, request) => stamp(outgoing, request));
    },
  };
  return { '/v1': proxy, '/device': proxy, '/login': proxy, '/experimental': proxy };
}
