// `pnpm --filter docs serve`: serves the built site on 127.0.0.1 (port 4100, or PORT).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 4100);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The file for a URL path: as is, with `.html` (the console links to `guides/disks`), or a folder's index. */
function fileFor(pathname: string): string | undefined {
  const base = normalize(join(root, decodeURIComponent(pathname)));
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No site in ${root}: run \`pnpm --filter docs build\` first.`);
  process.exit(1);
}

createServer((request, response) => {
  const file = fileFor(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
}).listen(port, '127.0.0.1', () => {
  console.log(`Rack Console docs at http://127.0.0.1:${port}/`);
});
