// check-imports on a small mock server tree that keeps every layer rule; each test breaks one rule in a copy
// of it and expects the script to fail, naming the import and the rule.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./check-imports.mjs', import.meta.url));

/** A mock server that keeps its layers: runtime → handlers → model operations → store, runtime → the seam. */
const LAYERED = {
  'index.ts': "export { start } from './runtime/node';\n",
  'runtime/node.ts':
    "import { handlers } from '../handlers';\nimport { resolveActor } from '../model/services';\nexport const start = () => [handlers, resolveActor];\n",
  'handlers/index.ts':
    "import { diskHandlers } from './disks';\nexport const handlers = { ...diskHandlers };\n",
  'handlers/types.ts': 'export type Handlers = Record<string, () => unknown>;\n',
  'handlers/disks.ts':
    "import { diskCreate } from '../model/storage/disks-operations';\nimport type { Handlers } from './types';\nexport const diskHandlers: Handlers = { disk_create: diskCreate };\n",
  'model/services.ts': "export { resolveActor } from './identity/sessions';\n",
  'model/identity/sessions.ts':
    "import type { Db } from '../../store/db';\nexport const resolveActor = (db: Db) => db;\n",
  'model/storage/disks-operations.ts':
    "import { newId } from '../../store/ids';\nexport const diskCreate = () => newId();\n",
  'store/db.ts': 'export class Db {}\n',
  'store/ids.ts': "export const newId = () => 'id';\n",
  'fixtures/index.ts': "import { newId } from '../store/ids';\nexport const seed = () => newId();\n",
};

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Runs check-imports on the layered tree with `extra` files added (or replaced), for the mock server only. */
function checkWith(extra) {
  const root = mkdtempSync(join(tmpdir(), 'check-imports-test-'));
  roots.push(root);
  const workspace = join(root, 'packages/mock-server');
  for (const [file, text] of Object.entries({ ...LAYERED, ...extra })) {
    const path = join(workspace, 'src', file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  writeFileSync(join(workspace, 'tsconfig.json'), '{ "compilerOptions": { "strict": true } }\n');
  const { status, stdout, stderr } = spawnSync(
    process.execPath,
    [script, '--root', root, 'packages/mock-server'],
    {
      encoding: 'utf8',
    },
  );
  return { status, output: `${stdout}${stderr}` };
}

describe('check-imports: the mock server layers', () => {
  it('passes a tree that keeps every rule, tests reaching any layer included', () => {
    const { status, output } = checkWith({
      'handlers/disks.test.ts':
        "import { Db } from '../store/db';\nimport { handlers } from '.';\nexport const scene = [Db, handlers];\n",
    });
    expect(output).toContain("packages/mock-server: the mock server's layers hold");
    expect(status).toBe(0);
  });

  it('fails a handler importing store/', () => {
    const { status, output } = checkWith({
      'handlers/images.ts':
        "import { newId } from '../store/ids';\nexport const imageHandlers = { image_create: () => newId() };\n",
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'handlers/images.ts → ../store/ids: a handler imports store/: handlers call model functions, which own ids, rows and writes',
    );
  });

  it('fails a handler opening a table through its context', () => {
    const { status, output } = checkWith({
      'handlers/images.ts':
        "import type { Handlers } from './types';\nexport const imageHandlers: Handlers = { image_list: (ctx) => ctx.db.table('images') };\n",
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'handlers/images.ts: a handler opens a table (db.table(…)): handlers call model functions, which own ids, rows and writes',
    );
  });

  it('fails a handler importing another handler', () => {
    const { status, output } = checkWith({
      'handlers/images.ts':
        "import { diskHandlers } from './disks';\nexport const imageHandlers = { ...diskHandlers };\n",
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'handlers/images.ts → ./disks: a handler imports another handler: each area is its own operationId → handler map',
    );
  });

  it('fails runtime, or an entry point, importing the model other than through the seam', () => {
    const { status, output } = checkWith({
      'runtime/dispatch.ts':
        "import { resolveActor } from '../model/identity/sessions';\nexport const who = resolveActor;\n",
      'browser.ts':
        "import { diskCreate } from './model/storage/disks-operations';\nexport const create = diskCreate;\n",
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'runtime/dispatch.ts → ../model/identity/sessions: runtime imports model/ other than through its seam, model/services.ts',
    );
    expect(output).toContain(
      'browser.ts → ./model/storage/disks-operations: runtime imports model/ other than',
    );
  });

  it('fails the model importing runtime or handlers', () => {
    const { status, output } = checkWith({
      'model/identity/listen.ts':
        "import { start } from '../../runtime/node';\nexport const listen = start;\n",
      'model/storage/maps.ts':
        "import type { Handlers } from '../../handlers/types';\nexport type Maps = Handlers[];\n",
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'model/identity/listen.ts → ../../runtime/node: the model imports a layer above it (runtime/ or handlers/)',
    );
    expect(output).toContain(
      'model/storage/maps.ts → ../../handlers/types: the model imports a layer above it',
    );
  });

  it('fails the store importing a layer above it', () => {
    const { status, output } = checkWith({
      'store/tables.ts':
        "import type { Db } from './db';\nimport { seed } from '../fixtures';\nexport const rows = (db: Db) => [db, seed];\n",
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'store/tables.ts → ../fixtures: the store imports a layer above it: it holds the tables and their indexes only',
    );
  });

  it('fails a loop between folders, though no module imports itself back', () => {
    const { status, output } = checkWith({
      'fixtures/disks.ts':
        "import { diskCreate } from '../model/storage/disks-operations';\nexport const seedDisk = diskCreate;\n",
      'model/identity/users.ts': "import { seed } from '../../fixtures';\nexport const builtIn = seed;\n",
    });
    expect(status).toBe(1);
    expect(output).toContain('packages/mock-server: no import cycle');
    expect(output).toMatch(
      /folder loop fixtures ⇄ model: fixtures\/disks\.ts → \.\.\/model\/storage\/disks-operations; model\/identity\/users\.ts → \.\.\/\.\.\/fixtures/,
    );
  });

  it("fails a loop between the model's areas", () => {
    const { status, output } = checkWith({
      'model/compute/instances.ts':
        "import { diskCreate } from '../storage/disks-operations';\nexport const boot = diskCreate;\n",
      'model/storage/attach.ts':
        "import { boot } from '../compute/instances';\nexport const attach = boot;\n",
    });
    expect(status).toBe(1);
    expect(output).toMatch(
      /folder loop model\/compute ⇄ model\/storage: model\/compute\/instances\.ts → \.\.\/storage\/disks-operations; model\/storage\/attach\.ts → \.\.\/compute\/instances/,
    );
  });
});
