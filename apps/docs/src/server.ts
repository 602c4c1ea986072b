import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The file for a URL path: as is, with `.html` (the console links to `guides/disks`), or a folder's index. */
function fileFor(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape (`/%E0%A4%A`) names no file.
    return undefined;
  }
  const base = normalize(join(root, decoded));
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** A running docs server. */
export interface DocsServer {
  url: string;
  close(): Promise<void>;
}

/** Serves the built site in `root` on 127.0.0.1; port 0 picks a free one. */
export function startDocsServer(root: string, port = 0): Promise<DocsServer> {
  const server: Server = createServer((request, response) => {
    const file = fileFor(root, new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
