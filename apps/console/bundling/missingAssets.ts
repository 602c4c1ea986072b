import type { Connect, Plugin } from 'vite';

/** A console route has no file extension; a path with one asks for a file (a script, a stylesheet, an image). */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * The dev and preview servers answer a request for a file they do not hold with 404, not with the console's
 * index.html: a stale or mistyped script URL then fails as a missing script instead of running HTML as one
 * (which `X-Content-Type-Options: nosniff` refuses with a confusing error), and nothing probing the server
 * gets 200 for any path it makes up. It runs after Vite's own middlewares, so it sees only what none of them
 * answered (no module, no file of the build or of `public/`, no platform path the proxy took), which Vite's
 * single-page fallback has just rewritten to `/index.html`.
 */
export function missingAssets(basePath: string): Plugin {
  const index = `${basePath.replace(/\/?$/, '/')}index.html`;
  const refuseMissingFiles: Connect.NextHandleFunction = (request, response, next) => {
    if (request.url !== '/index.html') return next();
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.originalUrl ?? '/', 'http://console').pathname);
    } catch {
      return next();
    }
    if (!FILE_PATH.test(path) || path === index) return next();
    response.statusCode = 404;
    response.setHeader('content-type', 'text/plain; charset=utf-8');
    response.end('Not Found');
  };
  return {
    name: 'rack-console-missing-assets',
    configureServer: (server) => () => server.middlewares.use(refuseMissingFiles),
    configurePreviewServer: (server) => () => server.middlewares.use(refuseMissingFiles),
  };
}
