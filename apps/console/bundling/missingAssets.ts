import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A console route has no file extension; a path with one asks for a file (a script, a stylesheet, an image). */
const FILE_PATH = /\.[a-z0-9]+$/i;

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

/**
 * The preview server answers a request for a file the build does not hold with 404, not with the console's
 * index.html: a stale or mistyped script URL then fails as a missing script instead of running HTML as one
 * (which `X-Content-Type-Options: nosniff` refuses with a confusing error), and nothing probing the server
 * gets 200 for any path it makes up.
 */
export function missingAssets(basePath: string): Plugin {
  let outDir = '';
  return {
    name: 'rack-console-missing-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        let path: string;
        try {
          path = decodeURIComponent(new URL(request.url ?? '/', 'http://console').pathname);
        } catch {
          return next();
        }
        if (!path.startsWith(basePath) || !FILE_PATH.test(path)) return next();
        if (isFile(join(outDir, path.slice(basePath.length)))) return next();
        response.statusCode = 404;
        response.setHeader('content-type', 'text/plain; charset=utf-8');
        response.end('Not Found');
      });
    },
  };
}
