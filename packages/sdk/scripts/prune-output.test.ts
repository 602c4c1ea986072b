import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneUnreachable } from './prune-output.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pruneUnreachable', () => {
  it('keeps what the entries import, re-export or import types from, and deletes the rest', () => {
    dir = mkdtempSync(join(tmpdir(), 'prune-'));
    mkdirSync(join(dir, 'sub'));
    const files: Record<string, string> = {
      'index.js': "export * from './sub/used.js';\n",
      'index.d.ts': "export type * from './types.js';\nexport * from './sub/used.js';\n",
      'sub/used.js': "import { helper } from '../helper.js';\nexport const used = helper;\n",
      'sub/used.d.ts': 'export declare const used: number;\n',
      'helper.js': 'export const helper = 1;\n',
      'helper.d.ts': 'export declare const helper: number;\n',
      'types.js': 'export {};\n',
      'types.d.ts': "export type T = import('./deep.js').Deep;\n",
      'deep.d.ts': 'export type Deep = 1;\n',
      'builder.js': "import { helper } from './helper.js';\nexport const build = helper;\n",
      'builder.d.ts': 'export declare const build: number;\n',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

    const { deleted, bytes } = pruneUnreachable(dir, [join(dir, 'index.js'), join(dir, 'index.d.ts')]);

    const gone = ['builder.js', 'builder.d.ts', 'types.js', 'helper.d.ts'];
    expect(deleted.map((file) => file.slice(dir.length + 1)).sort()).toEqual(gone.sort());
    expect(bytes).toBe(gone.reduce((sum, name) => sum + Buffer.byteLength(files[name] ?? ''), 0));
    for (const name of Object.keys(files)) expect(existsSync(join(dir, name))).toBe(!gone.includes(name));
  });
});
