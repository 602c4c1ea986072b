// Lays the built package out lighter without changing what it means. tsc copies every comment into the
// JavaScript, where the declarations already carry the doc comments a user reads, and indents declarations with
// four spaces a level (137 KB of the SDK's 646 KB of them at 315 operations). Each module is reprinted by esbuild
// (the same code with two-space indentation and no comments: 394 KB became 337 KB), and each declaration file
// is indented with tabs (646 KB became 543 KB). Declarations hold no multi-line strings, so only layout
// changes; modules can (template literals), which is why esbuild, which knows where they are, prints those.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';

/** Leading indentation as tabs: `size` spaces a level, any remainder (a doc comment's ` *`) kept as spaces. */
export function indentWithTabs(text, size) {
  return text.replace(
    /^ +/gm,
    (spaces) => '\t'.repeat(Math.floor(spaces.length / size)) + ' '.repeat(spaces.length % size),
  );
}

/** Lightens every `.js` and `.d.ts` under `dir` in place; returns their total size before and after. */
export function lightenOutput(dir) {
  let before = 0;
  let after = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const isDeclaration = entry.name.endsWith('.d.ts');
    if (!entry.isFile() || !(isDeclaration || entry.name.endsWith('.js'))) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const lighter = isDeclaration
      ? indentWithTabs(text)
      : transformSync(text, { format: 'esm', legalComments: 'none' }).code;
    writeFileSync(file, lighter);
    before += Buffer.byteLength(text);
    after += Buffer.byteLength(lighter);
  }
  return { before, after };
}
