#!/usr/bin/env node
// `pnpm check:imports`: imports go one way (DESIGN.md).
// - No import cycle in any package or app, type-only and dynamic imports included.
// - In the mock server, the layers hold (see check-imports/mock-layers.mjs).
// - The console's top-level folders import one way: no two folders import each other, even through different
//   files (check-imports/console-folders.mjs).
// - In the console, a module in a route's `-components/` is imported only from within that route's folder (its
//   route files, its child routes and their `-components/`): what several features share lives in
//   `components/`, `forms/`, `hooks/` or `api/`. Tests may reach further (a table test of every form).
// dpdm reads the TypeScript sources, each workspace on its own with its own tsconfig, so path aliases (`~/`)
// are followed and a cycle is reported where it lives.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { consoleFolderLoops } from './check-imports/console-folders.mjs';
import { mockLayerViolations } from './check-imports/mock-layers.mjs';

const DPDM = fileURLToPath(new URL('../node_modules/.bin/dpdm', import.meta.url));
// `--root <dir>` checks another tree of the same layout (the tests' fixture trees); naming workspaces checks
// only those.
const { values: options, positionals: only } = parseArgs({
  options: { root: { type: 'string' } },
  allowPositionals: true,
});
const root = options.root ? resolve(options.root) : fileURLToPath(new URL('..', import.meta.url));

const WORKSPACES = [
  ['packages/sdk', 'src/**/*.ts'],
  ['packages/validators', 'src/**/*.ts'],
  ['packages/mock-server', 'src/**/*.ts'],
  ['packages/cli', 'src/**/*.ts'],
  ['apps/console', 'src/**/*.{ts,tsx}'],
  ['apps/docs', 'src/**/*.ts'],
];

const CONSOLE_ROUTES = 'apps/console/src/routes/';
const isTest = (file) => /\.test\.tsx?$/.test(file);

/**
 * The route folder a console file stands in: a route file `x.tsx` (and its create route `x-new.tsx`, or a file
 * under `x-new/`) stands in `x/`, like the modules of `x/-components/`. A list's pathless layout `_x-list.tsx`
 * stands in `x/` too, and the routes under `_x-list/` stand where they would without it (`_x-list/x-new.tsx`
 * in `x/`), so the list's page and forms stay in `x/-components/`.
 */
function routeFolderOf(file) {
  if (!file.startsWith(CONSOLE_ROUTES) || file.includes('/-components/')) return posix.dirname(file);
  const segments = file.replace(/\.tsx?$/, '').split('/');
  return segments
    .flatMap((segment, index) => {
      const list = /^_(.+)-list$/.exec(segment);
      if (list) return index === segments.length - 1 ? [list[1]] : [];
      return [segment.replace(/-new$/, '')];
    })
    .join('/');
}

/** Imports of a `-components/` module from outside the folder of the route that owns it. */
function crossingImports(tree) {
  const crossing = [];
  for (const [file, dependencies] of Object.entries(tree)) {
    if (isTest(file)) continue;
    for (const { id, request } of dependencies ?? []) {
      const at = id?.lastIndexOf('/-components/') ?? -1;
      if (at < 0) continue;
      const owner = `${id.slice(0, at)}/`;
      if (!`${routeFolderOf(file)}/`.startsWith(owner)) crossing.push(`${file} → ${request}`);
    }
  }
  return crossing;
}

const out = mkdtempSync(join(tmpdir(), 'check-imports-'));
let failed = false;
try {
  for (const [workspace, glob] of WORKSPACES.filter(([name]) => only.length === 0 || only.includes(name))) {
    const json = join(out, `${workspace.replace('/', '-')}.json`);
    const result = spawnSync(
      DPDM,
      [
        '--no-tree',
        '--no-warning',
        '--no-progress',
        '--tsconfig',
        `${workspace}/tsconfig.json`,
        '--output',
        json,
        `${workspace}/${glob}`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    if (result.status !== 0 || result.error) {
      failed = true;
      console.error(`${workspace}: dpdm failed\n${result.stderr ?? ''}${result.error?.message ?? ''}`);
      continue;
    }
    const { tree, circulars } = JSON.parse(readFileSync(json, 'utf8'));
    if (circulars.length > 0) {
      failed = true;
      console.error(`${workspace}: ${circulars.length} import cycle(s)`);
      for (const cycle of circulars) console.error(`  ${cycle.join(' → ')}`);
    } else {
      console.log(`${workspace}: no import cycle`);
    }
    if (workspace === 'packages/mock-server') {
      const violations = mockLayerViolations(tree, root);
      if (violations.length > 0) {
        failed = true;
        console.error(`${workspace}: ${violations.length} import(s) against the mock server's layers`);
        for (const line of violations) console.error(`  ${line}`);
      } else {
        console.log(`${workspace}: the mock server's layers hold`);
      }
    }
    if (workspace === 'apps/console') {
      const crossing = crossingImports(tree);
      if (crossing.length > 0) {
        failed = true;
        console.error(`${workspace}: ${crossing.length} import(s) of a route's -components/ from outside it`);
        for (const line of crossing) console.error(`  ${line}`);
      } else {
        console.log(`${workspace}: every -components/ module is imported only from within its route`);
      }
      const loops = consoleFolderLoops(tree);
      if (loops.length > 0) {
        failed = true;
        console.error(`${workspace}: ${loops.length} folder loop(s)`);
        for (const { folders, edges } of loops) {
          console.error(`  ${folders.join(' ↔ ')}`);
          for (const edge of edges) console.error(`    ${edge}`);
        }
      } else {
        console.log(`${workspace}: no folder loop (routes, layouts, forms, components, hooks, api, stores)`);
      }
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
