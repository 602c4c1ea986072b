// `pnpm --filter docs serve`: serves the built site on 127.0.0.1 (port 4100, or PORT).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startDocsServer } from './server';

const root = resolve(process.argv[2] ?? 'dist');
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No site in ${root}: run \`pnpm --filter docs build\` first.`);
  process.exit(1);
}
const server = await startDocsServer(root, Number(process.env.PORT ?? 4100));
console.log(`Rack Console docs at ${server.url}`);
