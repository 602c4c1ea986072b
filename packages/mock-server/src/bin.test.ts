import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** The long flags a text names where a table row or a usage line starts with them. */
const flagsIn = (lines: string[], start: RegExp) =>
  lines.flatMap((line) => start.exec(line)?.[1] ?? []).sort();

it('documents in the README exactly the flags that `--help` lists, once each', () => {
  const help = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=@rackconsole/source', join(packageRoot, 'src/bin.ts'), '--help'],
    { cwd: packageRoot, encoding: 'utf8' },
  );
  expect(help.status).toBe(0);
  const listed = flagsIn(help.stdout.split('\n'), /^ {2}(?:-\w, )?(--[a-z-]+)/).filter(
    (flag) => flag !== '--help',
  );
  const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');
  const documented = flagsIn(readme.split('\n'), /^\| `(--[a-z-]+)/);
  expect(listed.length).toBeGreaterThan(10);
  expect(documented).toEqual(listed);
});
