// `pnpm typecheck` checks every TypeScript file the repository tracks. A file no tsconfig includes (a bench, a
// config, a docs theme) is never checked, and its errors go unseen until it runs. The tsconfigs are those the
// typecheck scripts name: the root's own and each workspace package's (the root runs them all with `pnpm -r`).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The tsconfig a package's `typecheck` script passes to `tsc -p`, if it has one. */
function typecheckedConfig(packageDir) {
  const { scripts = {} } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const project = /\btsc -p (\S+)/.exec(scripts.typecheck ?? '')?.[1];
  return project && resolve(packageDir, project);
}

/** The workspace's package folders, by pnpm-workspace.yaml's `packages` entries (`dir/*` or `dir`). */
function workspacePackages() {
  const manifest = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const patterns = [...manifest.matchAll(/^\s+-\s+(\S+)\s*$/gm)]
    .map(([, pattern]) => pattern)
    .filter((pattern) => !pattern.includes('"') && !pattern.startsWith('@'));
  return patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(root, pattern.slice(0, -2), entry.name))
      : [join(root, pattern)],
  );
}

/**
 * The files a tsconfig includes, as TypeScript resolves its `include`, `exclude` and `extends`; a config that
 * is missing or unreadable throws (a typo in a script's `-p` would otherwise check nothing).
 */
function filesOf(configPath) {
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  return parsed?.fileNames ?? [];
}

it('every TypeScript file the repository tracks is checked by pnpm typecheck', () => {
  const configs = [root, ...workspacePackages()]
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map(typecheckedConfig)
    .filter(Boolean);
  expect(configs).toContain(join(root, 'tsconfig.json'));
  const checked = new Set(configs.flatMap(filesOf).map((file) => resolve(file)));
  const tracked = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mts', '*.cts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean)
    .map((file) => resolve(root, file));
  expect(tracked.length).toBeGreaterThan(1000);
  const unchecked = tracked.filter((file) => !checked.has(file)).map((file) => file.slice(root.length));
  expect(unchecked, 'files no typecheck includes').toEqual([]);
});
