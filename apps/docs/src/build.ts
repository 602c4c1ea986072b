// `pnpm --filter docs build`: renders the documentation site into the folder given (default `dist`).
import { resolve } from 'node:path';
import { buildSite } from './site';

const outDir = resolve(process.argv[2] ?? 'dist');
const files = buildSite(outDir);
console.log(`Built ${files.length} files of the documentation site into ${outDir}`);
