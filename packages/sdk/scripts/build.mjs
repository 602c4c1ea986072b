// `pnpm --filter @rackconsole/sdk build`: one ES module and one declaration file per source module (tsc), so
// that bundlers keep only what a script imports; the contract's declarations deduplicated (each schema's type
// written once, referenced by name elsewhere); the output laid out lighter (lighten-output.mjs); what no export
// reaches left out (prune-output.mjs); and
// `openapi.json` minified for the package (the committed copy stays readable; the shipped one is half its size).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dedupeDeclarations } from './dedupe-declarations.mjs';
import { lightenOutput } from './lighten-output.mjs';
import { pruneUnreachable } from './prune-output.mjs';

const packageRoot = new URL('../', import.meta.url);
rmSync(new URL('dist', packageRoot), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
  cwd: packageRoot,
  stdio: 'inherit',
});
if (result.status !== 0) process.exit(result.status ?? 1);
const declarations = dedupeDeclarations(fileURLToPath(new URL('dist/contract', packageRoot)));
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `contract declarations: ${kb(declarations.before)} as tsc wrote them, ${kb(declarations.after)} deduplicated`,
);
const lightened = lightenOutput(fileURLToPath(new URL('dist', packageRoot)));
console.log(`modules and declarations: ${kb(lightened.before)} as written, ${kb(lightened.after)} lightened`);
const manifest = JSON.parse(readFileSync(new URL('package.json', packageRoot), 'utf8'));
const entries = Object.values(manifest.publishConfig.exports)
  .flatMap((target) => (typeof target === 'string' ? [] : [target.types, target.default]))
  .filter((path) => path && /\.(d\.ts|js)$/.test(path))
  .map((path) => fileURLToPath(new URL(path, packageRoot)));
const pruned = pruneUnreachable(fileURLToPath(new URL('dist', packageRoot)), entries);
console.log(`left out, reached by no export: ${pruned.deleted.length} files, ${kb(pruned.bytes)}`);
const openapi = JSON.parse(readFileSync(new URL('openapi.json', packageRoot), 'utf8'));
writeFileSync(new URL('dist/openapi.json', packageRoot), JSON.stringify(openapi));
