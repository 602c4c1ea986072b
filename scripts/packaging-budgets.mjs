// The budgets of the published packages, measured the way their users meet them: the unpacked size of each
// tarball, the bundle a script gets when it imports a little of the SDK (esbuild, minified, gzipped), and the
// time and memory TypeScript needs to check a short script against the installed declarations.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const KB = 1024;
const MB = 1024 * KB;

/**
 * Unpacked size budgets by package name; the SDK carries its contract, declarations and openapi.json. The SDK
 * reached 1,632 KB at 315 operations, 657 KB of it the contract's declarations, which tsc writes with every
 * schema restated wherever it occurs; written once and referenced by name (packages/sdk/scripts/
 * dedupe-declarations.mjs) they take 262 KB and the SDK 1,239 KB. The mock's durability, hardening and scale
 * modules took the server to 1,355 KB. The CLI is one bundle and its source map (two thirds of it, kept so a
 * stack trace names the source); with the subnet pool, external subnet, multicast group and search commands it
 * unpacked to 806 KB. A command for every operation (the generated table: 170 KB), Terraform export (62 KB),
 * metrics, alerts and versions took it to 918 KB, with its maps no longer carrying the sources. The mock's maps
 * carry no sources either since the OxQL engine, five API versions and the state-row checks were added.
 * The SDK reached 1,433 KB; laid out lighter (packages/sdk/scripts/lighten-output.mjs: modules without the
 * comments their declarations carry, tabs for indentation, the client's types naming schemas by their aliases)
 * it was 1,249 KB with a README that documents every helper, under the 1.2 MB that the vendor's `@oxide/api`
 * 0.9.0 installs; the disk-import entry (24 KB) and its README section took it to 1,253 KB, over that mark
 * again until the next cut. Installed, it was 1,504 KB: openapi-fetch and openapi-typescript-helpers (251 KB)
 * came with it. Its own transport (client/transport.ts) replaced openapi-fetch, so the SDK has no dependency
 * (NO_DEPENDENCIES holds that) and what it unpacks to is what it installs: 1,255 KB, still 26 KB over the
 * vendor's 1.2 MB. Its client types writing each JSON body `JsonContent<T>` and leaving out openapi-typescript's
 * tags that restate a type (`@constant`, `@enum`, `Format: date-time` above a `Date`), and one-member object types
 * declared on one line, took it to 1,225 KB (1,254,707 B): under 1.2 MiB, though still 96 KB over the 1,156,134 B
 * of files the vendor's `@oxide/api` 0.9.0 unpacks to (which npm rounds to 1.2 MB). Translating the shapes of
 * older API versions (generated/version-shapes.ts and client/version-shapes.ts) took it to 1,231 KB
 * (1,261,835 B by `npm pack --dry-run`). Then: each generated schema type declared once rather than inside
 * `components` plus an alias (17 KB); the contract's all-readonly object types written `Readonly<{…}>` and
 * `z.ZodObject<S, z.core.$strip>` as `z.ZodObject<S>` (29 KB); the 8 files no export reaches left out (10 KB);
 * openapi.json writing IP addresses without zod's pattern (23 KB), optional parameters without
 * `required: false` (7 KB) and integers without the bounds their format says (7 KB), as the platform's document
 * does; the shared list and VPC queries and the routers' table named, not restated, in the declarations
 * (12 KB); modules without the comments esbuild kept (3 KB): 1,153,775 B by `npm pack --dry-run`, 1,125.7 KB
 * (1,152,698 B) as this test packs it. The budget is the vendor's own figure: `npm pack @oxide/api` of its
 * latest version (0.9.0), unpacked, is 1,156,134 B (measured in an earlier session).
 */
export const UNPACKED_SIZE_BUDGETS = {
  '@rackconsole/sdk': 1_156_134,
  '@rackconsole/validators': 48 * KB,
  '@rackconsole/mock-server': 1.4 * MB,
  '@rackconsole/cli': 1000 * KB,
};

/**
 * What a script that makes one call, or formats one number, may cost in its bundle (gzip). The vendor's one call
 * bundles to 5.5 KB (its generated class, no dependency); ours was 7.9 KB with openapi-fetch, and 5.9 KB (6,007 B)
 * with the SDK's own transport: the operation table (method and path of 317 operations, 3.4 KB gzip on its own,
 * all of it kept since `createApi` binds every operation) and the client's transport, casing, query and version
 * code (2.5 KB). The table as one `'get /v1/projects'` string an operation, with what only some have (encodings,
 * moved paths, key plans) beside it and the versions that added operations apart (read only by the version
 * helpers), and the transport reading an answer where it sends the request, encoding a body in one function and
 * a form as a query string, took it to 5,632 B. The hook that translates older API versions' shapes (opt-in, so
 * the translation itself is not bundled) took it to 5,681 B, still 165 B over the vendor's 5,516 B (measured the
 * same way: `new Api(…)` and `api.methods.projectList`), the version handling (about 420 B) being what the
 * vendor's client does not have. That handling as an opt-in plug-in (`versions: olderVersions`, which the console
 * and the CLI pass) took it to 5,301 B, and the transport's `send` option (plain values, so that the CLI need not
 * load Node's undici) to 5,483 B; the budget is the vendor's figure.
 */
export const BUNDLE_BUDGETS = { oneCall: 5516, formatBytes: 2 * KB };

/** Packages that must install nothing but themselves, so that their unpacked size is their installed size. */
const NO_DEPENDENCIES = new Set(['@rackconsole/sdk']);

/**
 * What type-checking a short script against the SDK may cost. The time budget is the SDK's share: the CPU time
 * over that of an empty script with the same options (TypeScript reading its own DOM and ES libraries), which
 * is about 0.5 s on an idle machine and twice that on a busy one; the target of 1.0 s in all assumes the former.
 * The sample script measured 0.18 s over an empty script's 1.13 s (1.31 s in all, 73 MB) on a busy machine.
 */
export const TYPECHECK_BUDGET = { sdkSeconds: 0.5, megabytes: 200 };

const ONE_CALL = `
import { createApi } from '@rackconsole/sdk';
const api = createApi({ host: 'https://rack.example.com', token: 'token' });
const result = await api.projectList({ query: { limit: 10 } });
console.log(result.type === 'success' ? result.data.items.length : result.statusCode);
`;

const FORMAT_BYTES = `
import { formatBytes } from '@rackconsole/sdk';
console.log(formatBytes(1024 ** 3));
`;

// About twenty lines, as a user's automation script would be.
export const SAMPLE_SCRIPT = `
import { createApi, formatBytes, instanceCan, toPlatformError, type Instance } from '@rackconsole/sdk';

const api = createApi({ host: 'https://rack.example.com', token: 'a-device-token' });

function describe(instance: Instance): string {
  const memory = formatBytes(instance.memory);
  return \`\${instance.name}: \${instance.runState}, \${instance.ncpus} vCPU, \${memory}\`;
}

export async function stopAll(project: string): Promise<string[]> {
  const list = await api.instanceList({ query: { project, limit: 100 } });
  if (list.type !== 'success') throw new Error(toPlatformError(list, 'instanceList').message);
  const stopped: string[] = [];
  for (const instance of list.data.items.filter((item) => instanceCan.stop(item))) {
    const result = await api.instanceStop({ path: { instance: instance.id } });
    if (result.type === 'success') stopped.push(describe(result.data));
  }
  return stopped;
}
`;

/** Sums the file sizes a tarball unpacks to. */
export function unpackedSize(tarball) {
  const listing = spawnSync('tar', ['-tvzf', tarball], { encoding: 'utf8' });
  if (listing.status !== 0) throw new Error(`tar -tvzf ${tarball} failed: ${listing.stderr}`);
  return listing.stdout
    .split('\n')
    .filter((line) => line.startsWith('-'))
    .reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[2]), 0);
}

/** Bundles an entry written in the project the way an app would ship it; returns its minified and gzip sizes. */
export async function bundleSize(project, name, source) {
  const entry = join(project, `${name}.mjs`);
  writeFileSync(entry, source);
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: project,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.length, gzip: gzipSync(code).length };
}

// Runs in a child Node process inside the project: type-checks the sample script with the TypeScript API and
// prints the CPU time the check took and the heap it holds, as tsc's own "Memory used" counts it. CPU time
// rather than wall time, so that other work on a shared machine does not count against the SDK.
const TYPECHECK_PROBE = `
const ts = require(process.argv[1]);
const options = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
  strict: true,
  skipLibCheck: true,
  noEmit: true,
};
const start = process.cpuUsage();
const program = ts.createProgram([process.argv[2]], options);
const diagnostics = ts.getPreEmitDiagnostics(program);
const cpu = process.cpuUsage(start);
global.gc();
const heap = process.memoryUsage().heapUsed;
const errors = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\\n'));
console.log(JSON.stringify({ seconds: (cpu.user + cpu.system) / 1e6, megabytes: heap / 2 ** 20, errors }));
`;

/** Type-checks a script with the installed declarations; returns the best of three runs' CPU time and heap. */
export function typecheckCost(project, name, source) {
  const file = join(project, `${name}.ts`);
  writeFileSync(file, source);
  const typescript = createRequire(import.meta.url).resolve('typescript');
  const runs = [0, 1, 2].map(() => {
    const result = spawnSync(process.execPath, ['--expose-gc', '-e', TYPECHECK_PROBE, typescript, file], {
      cwd: project,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`the type-check probe failed:\n${result.stderr}`);
    const figures = JSON.parse(result.stdout);
    if (figures.errors.length > 0) {
      throw new Error(`${name}.ts does not type-check:\n${figures.errors.join('\n')}`);
    }
    return figures;
  });
  return {
    seconds: Math.min(...runs.map((run) => run.seconds)),
    megabytes: Math.min(...runs.map((run) => run.megabytes)),
  };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Measures every budget in a project where the tarballs are installed, prints the figures, and returns the
 * budgets broken (empty when all hold).
 */
export async function checkBudgets(project, tarballs) {
  const broken = [];
  for (const { name, file } of tarballs) {
    const size = unpackedSize(file);
    const budget = UNPACKED_SIZE_BUDGETS[name];
    console.log(`  ${name} unpacks to ${kb(size)} (budget ${kb(budget)})`);
    if (!(size <= budget)) broken.push(`${name} unpacks to ${kb(size)}, over its ${kb(budget)} budget`);
    const dependencies = Object.keys(tarballManifest(file).dependencies ?? {});
    if (NO_DEPENDENCIES.has(name) && dependencies.length > 0) {
      broken.push(`${name} depends on ${dependencies.join(', ')}: it must install nothing but itself`);
    }
  }
  for (const [name, source] of [
    ['oneCall', ONE_CALL],
    ['formatBytes', FORMAT_BYTES],
  ]) {
    const { raw, gzip } = await bundleSize(project, name, source);
    const budget = BUNDLE_BUDGETS[name];
    console.log(`  bundle of ${name}: ${kb(raw)} minified, ${kb(gzip)} gzip (budget ${kb(budget)} gzip)`);
    if (gzip > budget) broken.push(`the ${name} bundle is ${kb(gzip)} gzip, over its ${kb(budget)} budget`);
  }
  const empty = typecheckCost(project, 'empty', 'export {};\n');
  const { seconds, megabytes } = typecheckCost(project, 'sample', SAMPLE_SCRIPT);
  const sdkSeconds = seconds - empty.seconds;
  console.log(
    `  type-check of a ${SAMPLE_SCRIPT.trim().split('\n').length}-line script: ${seconds.toFixed(2)} s CPU, ` +
      `${sdkSeconds.toFixed(2)} s of it over an empty script's ${empty.seconds.toFixed(2)} s; ` +
      `${megabytes.toFixed(0)} MB heap (budget ${TYPECHECK_BUDGET.sdkSeconds} s over the empty script, ` +
      `${TYPECHECK_BUDGET.megabytes} MB)`,
  );
  if (sdkSeconds > TYPECHECK_BUDGET.sdkSeconds) {
    broken.push(`type-checking the sample script took ${sdkSeconds.toFixed(2)} s over an empty script`);
  }
  if (megabytes > TYPECHECK_BUDGET.megabytes) {
    broken.push(`type-checking the sample script held ${megabytes.toFixed(0)} MB`);
  }
  return broken;
}

/** The package.json inside a tarball. */
function tarballManifest(tarball) {
  const manifest = spawnSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' });
  return JSON.parse(manifest.stdout);
}

/** The package name inside a tarball. */
export function tarballPackageName(tarball) {
  return tarballManifest(tarball).name;
}
