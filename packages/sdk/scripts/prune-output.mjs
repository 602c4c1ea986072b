// Leaves in the built package only what its entry points reach. tsc writes a module and a declaration file for
// every source file, including those only the package's own scripts import (the OpenAPI document builder, which
// generate.ts runs) and declaration files that no exported type mentions (the Terraform writers' internals):
// 10 KB that no import of the package can load.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** The relative files a module or declaration file imports or re-exports (types included), resolved. */
function importedFiles(file) {
  const { importedFiles: specifiers } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const isDeclaration = file.endsWith('.d.ts');
  return specifiers
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const target = resolve(dirname(file), specifier);
      return isDeclaration ? target.replace(/\.js$/, '.d.ts') : target;
    });
}

/**
 * Deletes every `.js` and `.d.ts` under `dir` that no entry (absolute paths of the exported modules and
 * declaration files) reaches through its imports; returns the files deleted and their bytes.
 */
export function pruneUnreachable(dir, entries) {
  const reached = new Set();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop();
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...importedFiles(file));
  }
  const deleted = [];
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.(d\.ts|js)$/.test(entry.name) || reached.has(file)) continue;
    bytes += statSync(file).size;
    rmSync(file);
    deleted.push(file);
  }
  return { deleted, bytes };
}
