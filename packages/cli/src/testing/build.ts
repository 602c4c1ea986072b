import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// Builds `rackctl` once for the black-box tests, with the package's own tsup config, into a folder named after
// a hash of every source it bundles: test files in other workers (and later runs) reuse it, and any change
// to the CLI, the SDK or the validators makes a fresh one.

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cacheDir = join(packageDir, 'node_modules', '.cache', 'rackctl-test');
const SOURCES = [
  join(packageDir, 'src'),
  join(packageDir, '..', 'sdk', 'src'),
  join(packageDir, '..', 'validators', 'src'),
];
const CONFIGS = ['package.json', 'tsup.config.ts', 'tsup.test.config.ts'].map((file) =>
  join(packageDir, file),
);

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = [...CONFIGS, ...(await Promise.all(SOURCES.map(sourceFiles))).flat()];
  for (const file of files) {
    hash.update(relative(packageDir, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The path of a built `bin.js` for the current sources, building it if no worker has yet. */
export async function ensureBuilt(): Promise<string> {
  const target = join(cacheDir, await sourceHash());
  const bin = join(target, 'bin.js');
  if (existsSync(bin)) return bin;
  const staging = `${target}.${process.pid}`;
  const tsup = createRequire(import.meta.url).resolve('tsup/dist/cli-default.js');
  await promisify(execFile)(
    process.execPath,
    [tsup, '--config', 'tsup.test.config.ts', '--out-dir', staging, '--silent'],
    {
      cwd: packageDir,
      timeout: 120_000,
    },
  );
  // Another worker may have finished first; its build is the same.
  await rename(staging, target).catch(() => rm(staging, { recursive: true, force: true }));
  // Builds of older sources are of no further use.
  for (const entry of await readdir(cacheDir)) {
    if (entry !== relative(cacheDir, target) && !entry.includes('.')) {
      await rm(join(cacheDir, entry), { recursive: true, force: true });
    }
  }
  return bin;
}
