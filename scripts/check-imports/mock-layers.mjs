// The mock server's layers (DESIGN.md), checked on the import tree dpdm already read for the cycle check:
// runtime → handlers → model → store, with fixtures (the seed) and testing (test support) beside them.
// - a handler imports no `store/` module: ids, rows and writes belong to the model;
// - a handler reads and writes no table itself (`ctx.db.table(…)`), though its context carries the store: it
//   passes the store to model functions;
// - a handler imports no other handler: each area's map stands alone (`handlers/index.ts` assembles them,
//   `handlers/types.ts` is the map's type);
// - runtime (and the package's entry points, `index.ts`, `browser.ts`, `bin.ts`) imports from `model/` only
//   the declared seam `model/services.ts`;
// - the model imports neither runtime nor handlers; the store imports nothing of the layers above it;
// - no loop between sibling folders: between the top folders (`model/x` → `fixtures/y` → `model/z` is one) and
//   between the model's areas (`model/compute` ⇄ `model/storage` is one), so that the areas stack up.
// Tests (`*.test.ts`) are leaves no module imports: they may reach any layer to set a scene, and close no loop.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = 'packages/mock-server/src/';
const ENTRY_POINTS = new Set(['index.ts', 'browser.ts', 'bin.ts']);
const SEAM = 'model/services.ts';
const isTest = (file) => /\.test\.ts$/.test(file);

/** The top folder a source file stands in; the entry points stand in runtime, whose adapters they start. */
function layerOf(file) {
  const slash = file.indexOf('/');
  if (slash < 0) return ENTRY_POINTS.has(file) ? 'runtime' : '.';
  return file.slice(0, slash);
}

/** Each rule: which import it forbids and what it says about it. */
const RULES = [
  {
    forbids: (from, to) => layerOf(from) === 'handlers' && layerOf(to) === 'store',
    says: 'a handler imports store/: handlers call model functions, which own ids, rows and writes',
  },
  {
    forbids: (from, to) =>
      layerOf(from) === 'handlers' &&
      layerOf(to) === 'handlers' &&
      from !== 'handlers/index.ts' &&
      to !== 'handlers/types.ts',
    says: 'a handler imports another handler: each area is its own operationId → handler map',
  },
  {
    forbids: (from, to) => layerOf(from) === 'runtime' && layerOf(to) === 'model' && to !== SEAM,
    says: `runtime imports model/ other than through its seam, ${SEAM}`,
  },
  {
    forbids: (from, to) => layerOf(from) === 'model' && ['runtime', 'handlers'].includes(layerOf(to)),
    says: 'the model imports a layer above it (runtime/ or handlers/)',
  },
  {
    forbids: (from, to) =>
      layerOf(from) === 'store' &&
      ['model', 'handlers', 'runtime', 'fixtures', 'testing'].includes(layerOf(to)),
    says: 'the store imports a layer above it: it holds the tables and their indexes only',
  },
];

/** The imports between the package's own source files, as `[from, to, request]` relative to `src/`. */
function sourceImports(tree) {
  const imports = [];
  for (const [file, dependencies] of Object.entries(tree)) {
    if (!file.startsWith(SOURCES) || isTest(file)) continue;
    for (const { id, request } of dependencies ?? []) {
      if (!id?.startsWith(SOURCES)) continue;
      imports.push([file.slice(SOURCES.length), id.slice(SOURCES.length), request]);
    }
  }
  return imports;
}

/**
 * The two sibling folders an import joins: for `model/storage/disks.ts` → `model/compute/instances.ts`, `model/storage`
 * and `model/compute`; for `handlers/disks.ts` → `model/storage/disks.ts`, `handlers` and `model`. None when one
 * folder holds the other (a folder's own files and its subfolders', like `model/services.ts` and `model/core/`).
 */
function siblingFolders(from, to) {
  const [a, b] = [from.split('/').slice(0, -1), to.split('/').slice(0, -1)];
  let depth = 0;
  while (depth < a.length && depth < b.length && a[depth] === b[depth]) depth++;
  if (depth === a.length || depth === b.length) return undefined;
  return [a.slice(0, depth + 1).join('/'), b.slice(0, depth + 1).join('/')];
}

/** Loops between sibling folders: the strongly connected groups (Tarjan) of their graph, with one import per edge. */
function folderLoops(imports) {
  const edges = new Map();
  for (const [from, to, request] of imports) {
    const siblings = siblingFolders(from, to);
    if (!siblings) continue;
    const [a, b] = siblings;
    if (!edges.has(a)) edges.set(a, new Map());
    if (!edges.get(a).has(b)) edges.get(a).set(b, `${from} → ${request}`);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const loops = [];
  let counter = 0;
  const visit = (folder) => {
    index.set(folder, counter);
    low.set(folder, counter++);
    stack.push(folder);
    for (const next of edges.get(folder)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder), low.get(next)));
      } else if (stack.includes(next)) {
        low.set(folder, Math.min(low.get(folder), index.get(next)));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      group.push(member);
    } while (member !== folder);
    if (group.length > 1) loops.push(group.sort());
  };
  for (const folder of edges.keys()) if (!index.has(folder)) visit(folder);
  return loops.map((group) => {
    const through = group.flatMap((a) =>
      [...(edges.get(a) ?? [])].filter(([b]) => group.includes(b)).map(([, example]) => example),
    );
    return `folder loop ${group.join(' ⇄ ')}: ${through.join('; ')}`;
  });
}

/** Handler files that open a table themselves, read from `root` (the tree's files are relative to it). */
function tableReaches(tree, root) {
  return Object.keys(tree)
    .filter((file) => file.startsWith(`${SOURCES}handlers/`) && !isTest(file))
    .filter((file) => /\.table\s*\(/.test(readFileSync(join(root, file), 'utf8')))
    .map(
      (file) =>
        `${file.slice(SOURCES.length)}: a handler opens a table (db.table(…)): handlers call model functions, which own ids, rows and writes`,
    );
}

/** Every import (or table access) that breaks a layer rule of the mock server, and every folder loop, one line each. */
export function mockLayerViolations(tree, root) {
  const imports = sourceImports(tree);
  const violations = [...tableReaches(tree, root)];
  for (const [from, to, request] of imports) {
    for (const rule of RULES)
      if (rule.forbids(from, to)) violations.push(`${from} → ${request}: ${rule.says}`);
  }
  return [...violations, ...folderLoops(imports)];
}
