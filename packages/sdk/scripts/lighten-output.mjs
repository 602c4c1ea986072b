// Lays the built package out lighter without changing what it means. tsc copies every comment into the
// JavaScript, where the declarations already carry the doc comments a user reads, and indents with four spaces a
// level (137 KB of the SDK's 646 KB of declarations at 315 operations). Each module is reprinted by esbuild (the
// same code, without comments: 394 KB became 337 KB) and indented with tabs, and so is each declaration file
// (646 KB became 543 KB). A declaration file holds no multi-line string (tsc escapes line breaks in literal
// types), so only its layout changes; a module may (a template literal), so its tabbed copy is kept only when
// it minifies to exactly what the untabbed one does. An object type of one member with no braces of its own
// (`{ 200: JsonContent<Project>; }`, `{ project: NameOrId; }`) is written on one line (4 KB).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import ts from 'typescript';

/** Leading indentation as tabs: `size` spaces a level, a remainder (a doc comment's ` *`) kept as spaces. */
function indentWithTabs(text, size) {
  return text.replace(
    /^ +/gm,
    (spaces) => '\t'.repeat(Math.floor(spaces.length / size)) + ' '.repeat(spaces.length % size),
  );
}

/** `{` newline, one member line holding no braces, newline, `}` as `{ member; }` on one line. */
const collapseOneMemberObjects = (text) => text.replace(/\{\n\t+([^\n{}]*;)\n\t+\}/g, '{ $1 }');

const minified = (code) => transformSync(code, { format: 'esm', minify: true }).code;

/**
 * The module printed without a comment: esbuild keeps the ones before an object's property or a class member
 * (2 KB of the SDK's modules). Unless printing would change the code (it minifies to what the module does).
 */
function withoutComments(text) {
  const sourceFile = ts.createSourceFile('module.js', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const printed = ts.createPrinter({ removeComments: true }).printFile(sourceFile);
  return minified(printed) === minified(text) ? printed : text;
}

/** A module reprinted without comments and tabbed, unless tabs would change a string in it. */
function lighterModule(text) {
  const printed = transformSync(withoutComments(text), { format: 'esm', legalComments: 'none' }).code;
  const tabbed = indentWithTabs(printed, 2);
  return minified(tabbed) === minified(printed) ? tabbed : printed;
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
    const lighter = isDeclaration ? collapseOneMemberObjects(indentWithTabs(text, 4)) : lighterModule(text);
    writeFileSync(file, lighter);
    before += Buffer.byteLength(text);
    after += Buffer.byteLength(lighter);
  }
  return { before, after };
}
