#!/usr/bin/env node
// Rehearses a release without touching the repository or the registry: copies the workspace (with the built
// dist folders) into a temporary folder, runs `changeset version` there and checks that it bumps versions
// and writes changelogs, then runs `pnpm publish -r --dry-run` there. Needs `pnpm build` first.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STEP_TIMEOUT_MS = 240_000;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: STEP_TIMEOUT_MS, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited with ${result.status}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return `${result.stdout}\n${result.stderr}`;
}

function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return [process.execPath, [execPath]];
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return ['npx', ['--yes', packageManager]];
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The workspace's packages (folder relative to the root → manifest), as pnpm-workspace.yaml lists them. */
function workspacePackages(base) {
  const dirs = ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(base, group)).map((name) => join(group, name)),
  );
  return new Map(
    dirs
      .filter((dir) => existsSync(join(base, dir, 'package.json')))
      .map((dir) => [dir, readJson(join(base, dir, 'package.json'))]),
  );
}

/** The packages each pending changeset names, with their bump types. */
function pendingReleases(base) {
  const releases = new Map();
  const folder = join(base, '.changeset');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.md') && name !== 'README.md')) {
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(folder, file), 'utf8'))?.[1] ?? '';
    for (const match of front.matchAll(/^['"]?([^'":]+)['"]?:\s*(major|minor|patch)\s*$/gm)) {
      releases.set(match[1], match[2]);
    }
  }
  return releases;
}

/**
 * Links each package's `workspace:*` dependencies to their copies, as `pnpm install` would: publishing reads
 * the linked package's version to replace the protocol, so it must see the copy's bumped version.
 */
function linkWorkspaceDependencies(base, packages) {
  const dirOf = new Map([...packages].map(([dir, manifest]) => [manifest.name, dir]));
  for (const [dir, manifest] of packages) {
    const groups = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
    for (const [name, range] of groups.flatMap((group) => Object.entries(manifest[group] ?? {}))) {
      if (!String(range).startsWith('workspace:') || !dirOf.has(name)) continue;
      const link = join(base, dir, 'node_modules', name);
      mkdirSync(dirname(link), { recursive: true });
      if (!existsSync(link)) symlinkSync(join(base, dirOf.get(name)), link, 'dir');
    }
  }
}

/** The files of the working tree that git would commit (tracked and new, not ignored). */
function workingTreeFiles() {
  return run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root })
    .split('\0')
    .map((file) => file.trim())
    .filter((file) => file && existsSync(join(root, file)));
}

const temp = mkdtempSync(join(tmpdir(), 'rack-release-'));
try {
  const before = workspacePackages(root);
  const releases = pendingReleases(root);
  assert.ok(releases.size > 0, 'no pending changesets: nothing would be released');

  // A copy of the repository as committed, plus the build output that publishing packs.
  for (const file of workingTreeFiles()) {
    mkdirSync(dirname(join(temp, file)), { recursive: true });
    cpSync(join(root, file), join(temp, file));
  }
  for (const [dir, manifest] of before) {
    if (manifest.private) continue;
    assert.ok(existsSync(join(root, dir, 'dist')), `${manifest.name}: run \`pnpm build\` first`);
    cpSync(join(root, dir, 'dist'), join(temp, dir, 'dist'), { recursive: true });
  }
  // The changelog generator and the changesets CLI resolve from the root's node_modules.
  symlinkSync(join(root, 'node_modules'), join(temp, 'node_modules'), 'dir');
  linkWorkspaceDependencies(temp, before);

  const changeset = join(root, 'node_modules', '.bin', 'changeset');
  console.log(run(changeset, ['version'], { cwd: temp }).trim());

  const after = workspacePackages(temp);
  const byName = new Map([...after].map(([dir, manifest]) => [manifest.name, { dir, manifest }]));
  for (const [name] of releases) {
    const entry = byName.get(name);
    assert.ok(entry, `a changeset names ${name}, which is not a workspace package`);
    const old = [...before.values()].find((manifest) => manifest.name === name);
    assert.notEqual(entry.manifest.version, old.version, `${name} was not bumped`);
    const changelog = join(temp, entry.dir, 'CHANGELOG.md');
    assert.ok(existsSync(changelog), `${name} has no CHANGELOG.md`);
    assert.match(
      readFileSync(changelog, 'utf8'),
      new RegExp(`## ${entry.manifest.version.replaceAll('.', '\\.')}`),
    );
    console.log(`${name}: ${old.version} → ${entry.manifest.version}, CHANGELOG.md written`);
  }
  assert.equal(pendingReleases(temp).size, 0, 'changeset version left changesets behind');
  // Internal dependencies: a package depending on a bumped one records the bump in its changelog.
  for (const { dir, manifest } of byName.values()) {
    const bumped = Object.keys(manifest.dependencies ?? {}).filter((name) => releases.has(name));
    if (bumped.length === 0) continue;
    const changelog = readFileSync(join(temp, dir, 'CHANGELOG.md'), 'utf8');
    for (const name of bumped) {
      assert.match(changelog, new RegExp(`${name}@${byName.get(name).manifest.version}`), `${manifest.name}`);
    }
    console.log(`${manifest.name}: CHANGELOG.md records the new ${bumped.join(', ')}`);
  }
  // The repository itself is untouched.
  for (const [dir, manifest] of workspacePackages(root)) {
    assert.equal(
      manifest.version,
      before.get(dir).version,
      `${manifest.name}'s version changed in the repository`,
    );
  }

  const [pnpm, pnpmArgs] = pnpmCommand();
  const published = run(pnpm, [...pnpmArgs, 'publish', '-r', '--dry-run', '--no-git-checks'], { cwd: temp });
  for (const { manifest } of byName.values()) {
    if (manifest.private) continue;
    assert.ok(
      published.includes(`${manifest.name}@${manifest.version}`),
      `pnpm publish --dry-run would not publish ${manifest.name}@${manifest.version}:\n${published}`,
    );
  }
  console.log('release dry run passed: versions bumped, changelogs written, packages would publish');
} catch (error) {
  console.error(error);
  console.error('release dry run failed');
  process.exitCode = 1;
} finally {
  rmSync(temp, { recursive: true, force: true });
}
