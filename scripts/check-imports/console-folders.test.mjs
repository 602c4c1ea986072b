import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleFolderLoops } from './console-folders.mjs';

const DPDM = fileURLToPath(new URL('../../node_modules/.bin/dpdm', import.meta.url));

// A console-shaped workspace on disk (a tsconfig with the `~/` alias, sources under apps/console/src), read by
// dpdm exactly as check-imports.mjs reads the real one, so each test injects one import and sees the rule answer.
const CLEAN = {
  'api/queries.ts': 'export const apiQuery = (name: string) => ({ queryKey: [name] });\n',
  'api/listSearch.ts': 'export interface PageSearch { pages?: string }\n',
  'api/lists.ts':
    "import type { PageSearch } from '~/api/listSearch';\nimport { apiQuery } from './queries';\n" +
    'export const listQuery = (search: PageSearch) => apiQuery(search.pages ?? "");\n',
  'hooks/usePagination.ts':
    "import type { PageSearch } from '~/api/listSearch';\nexport const usePagination = (search: PageSearch) => search;\n",
  'components/DataTable.tsx':
    "import { usePagination } from '~/hooks/usePagination';\nexport const DataTable = () => usePagination({});\n",
  'forms/RoleForms.tsx':
    "import { DataTable } from '~/components/DataTable';\nexport const RoleForm = () => DataTable();\n",
  'layouts/navigation.ts': "export const NAV = ['Projects'];\n",
  'layouts/AppLayout.tsx':
    "import { DataTable } from '~/components/DataTable';\nimport { NAV } from './navigation';\n" +
    'export const AppLayout = () => [DataTable(), NAV];\n',
};

let workspace;

function foldersLoopsOf(files) {
  workspace = mkdtempSync(join(tmpdir(), 'console-folders-'));
  writeFileSync(
    join(workspace, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { baseUrl: '.', paths: { '~/*': ['apps/console/src/*'] }, jsx: 'react-jsx' },
    }),
  );
  for (const [path, text] of Object.entries(files)) {
    const file = join(workspace, 'apps/console/src', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const output = join(workspace, 'tree.json');
  const run = spawnSync(
    DPDM,
    [
      '--no-tree',
      '--no-warning',
      '--no-progress',
      '--tsconfig',
      'tsconfig.json',
      '--output',
      output,
      'apps/console/src/**/*.{ts,tsx}',
    ],
    { cwd: workspace, encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  return consoleFolderLoops(JSON.parse(readFileSync(output, 'utf8')).tree);
}

afterEach(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
  workspace = undefined;
});

// Each test runs dpdm in a child process: a busy machine may take seconds, which says nothing about the rule.
describe('console folder loops (check:imports)', { timeout: 60_000 }, () => {
  it('passes folders that import one way', () => {
    expect(foldersLoopsOf(CLEAN)).toEqual([]);
  });

  it('fails api ↔ hooks: a query builder taking a type from a hook module', () => {
    const loops = foldersLoopsOf({
      ...CLEAN,
      'hooks/usePagination.ts':
        "import { apiQuery } from '~/api/queries';\nexport interface PageSearch { pages?: string }\n" +
        'export const usePagination = () => apiQuery("x");\n',
      'api/lists.ts':
        "import type { PageSearch } from '~/hooks/usePagination';\nimport { apiQuery } from './queries';\n" +
        'export const listQuery = (search: PageSearch) => apiQuery(search.pages ?? "");\n',
    });
    expect(loops).toEqual([
      {
        folders: ['api', 'hooks'],
        edges: [
          'api → hooks: apps/console/src/api/lists.ts → ~/hooks/usePagination',
          'hooks → api: apps/console/src/hooks/usePagination.ts → ~/api/queries',
        ],
      },
    ]);
  });

  it('fails components ↔ forms: a shared widget importing a form', () => {
    const loops = foldersLoopsOf({
      ...CLEAN,
      'components/AccessPage.tsx':
        "import { RoleForm } from '~/forms/RoleForms';\nexport const AccessPage = RoleForm;\n",
    });
    expect(loops.map(({ folders }) => folders)).toEqual([['components', 'forms']]);
    expect(loops[0].edges).toContain(
      'components → forms: apps/console/src/components/AccessPage.tsx → ~/forms/RoleForms',
    );
  });

  it('fails components ↔ layouts: a widget reading the navigation the layouts own', () => {
    const loops = foldersLoopsOf({
      ...CLEAN,
      'components/CommandPalette.tsx':
        "import { NAV } from '~/layouts/navigation';\nexport const Palette = NAV;\n",
    });
    expect(loops.map(({ folders }) => folders)).toEqual([['components', 'layouts']]);
  });

  it('lets a test reach across folders', () => {
    expect(
      foldersLoopsOf({
        ...CLEAN,
        'api/lists.test.ts':
          "import { usePagination } from '~/hooks/usePagination';\nexport const used = usePagination;\n",
      }),
    ).toEqual([]);
  });
});
