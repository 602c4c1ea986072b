#!/usr/bin/env node
// The packaging test: the published packages as a user gets them. Packs every publishable package with
// `pnpm pack` (which turns `workspace:*` into real versions), installs the tarballs with npm into an empty
// temporary project (their dependencies come from the registry), and there uses the SDK and validators,
// starts the mock server's bin and calls it, and runs `rackctl` against it. Then it holds the packages to
// their budgets (packaging-budgets.mjs): unpacked sizes, the SDK's tree-shaken bundles and its type-check
// cost. Needs `pnpm build` first.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets, tarballPackageName } from './packaging-budgets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STEP_TIMEOUT_MS = 240_000;
const TOTAL_TIMEOUT_MS = 12 * 60_000;

/** The workspace's publishable packages: every non-private package under packages/. */
function publishablePackages() {
  return readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

/** pnpm as the script was started (`pnpm test:packaging`), else the pinned version through npx. */
function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return [process.execPath, [execPath]];
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return ['npx', ['--yes', packageManager]];
}

/** Runs a command to completion within the step timeout; throws with its output when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: STEP_TIMEOUT_MS, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited with ${result.status}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** Starts `rackconsole-mock --port 0` and resolves with the process and the URL it prints. */
function startMock(project) {
  const bin = join(project, 'node_modules', '.bin', 'rackconsole-mock');
  const child = spawn(bin, ['--port', '0', '--quiet'], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`rackconsole-mock printed no URL:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`rackconsole-mock exited with ${code}:\n${output}`));
    });
  });
}

// Runs inside the temporary project, so every import resolves to the installed tarballs.
const SMOKE = `
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as sdk from '@rackconsole/sdk';
import { createApi, instanceCan, toPlatformError } from '@rackconsole/sdk';
import { Instance, operations } from '@rackconsole/sdk/contract';
import { blobSource, importDisk } from '@rackconsole/sdk/disk-import';
import { oxqlSeries } from '@rackconsole/sdk/oxql';
import { operationQuery } from '@rackconsole/sdk/query';
import { projectToTerraform } from '@rackconsole/sdk/terraform';
import { formatUserCode, parseIpNet, validateName } from '@rackconsole/validators';
import { startMockServer } from '@rackconsole/mock-server';
import { buildProgram } from '@rackconsole/cli';

const host = process.argv[2];

assert.equal(validateName('Bad'), 'Must start with a lower-case letter');
assert.equal(validateName('good-name'), undefined);
assert.deepEqual(parseIpNet('10.0.0.0/8'), { type: 'v4', address: '10.0.0.0', width: 8 });
assert.equal(formatUserCode('abcdefgh'), 'ABCD-EFGH');
assert.equal(instanceCan.start({ runState: 'stopped' }), true);
// The zod contract is its own entry point: scripts that only call the API never load it.
assert.equal('contract' in sdk, false);
assert.equal(operations.project_list.path, '/v1/projects');
assert.equal(Instance.shape.run_state.parse('running'), 'running');
// Disk import is its own entry point too: the main one does not carry it.
assert.equal('importDisk' in sdk, false);
assert.equal(typeof oxqlSeries, 'function');
assert.equal('operationQuery' in sdk, false);
assert.deepEqual(operationQuery(createApi({ host: 'http://rack.test' }), 'projectList').queryKey, ['projectList']);
assert.equal(typeof projectToTerraform, 'function');
assert.equal(typeof startMockServer, 'function');
assert.equal(buildProgram().name(), 'rackctl');

const openapi = JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('@rackconsole/sdk/openapi.json')), 'utf8'));
assert.equal(openapi.openapi.startsWith('3.1'), true);
import.meta.resolve('@rackconsole/mock-server/browser');

// The mock server answers plain fetch.
const ping = await fetch(host + '/v1/ping');
assert.equal(ping.status, 200);
assert.deepEqual(await ping.json(), { status: 'ok' });

// Sign in as a seeded user, then use the SDK with the session cookie.
const login = await fetch(host + '/v1/login/maze-war/local', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'hannah', password: 'rack-console' }),
});
assert.equal(login.status < 300, true, 'login answered ' + login.status);
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
const api = createApi({ host, baseParams: { headers: { cookie } } });
const projects = await api.projectList({ query: { limit: 100 } });
assert.equal(projects.type, 'success');
assert.ok(projects.data.items.some((project) => project.name === 'mock-project'));
assert.ok(projects.data.items[0].timeCreated instanceof Date);

const missing = await api.projectView({ path: { project: 'no-such-project' } });
assert.equal(missing.type, 'error');
assert.equal(missing.statusCode, 404);
assert.equal(typeof toPlatformError(missing, 'projectView', () => {}).message, 'string');

// A disk imported from a Blob through the published disk-import entry.
const imported = await importDisk(api, {
  project: 'mock-project',
  name: 'packaging-import',
  source: blobSource(new Blob([new Uint8Array(600 * 1024).fill(1)])),
  pollMs: 50,
});
assert.equal(imported.disk.state.state, 'detached');

// A device token for rackctl, through the device flow.
const clientId = crypto.randomUUID();
const device = await createApi({ host }).deviceAuthRequest({ body: { clientId } });
assert.equal(device.type, 'success');
const confirmed = await api.deviceAuthConfirm({ body: { userCode: device.data.userCode } });
assert.equal(confirmed.type, 'success');
const grant = await createApi({ host }).deviceAccessToken({
  body: { clientId, deviceCode: device.data.deviceCode, grantType: 'urn:ietf:params:oauth:grant-type:device_code' },
});
assert.equal(grant.type, 'success');
console.log(JSON.stringify({ token: grant.data.accessToken }));
`;

// Type-checks a consumer against the installed declarations, as a TypeScript user with NodeNext would.
const CONSUMER_TS = `
import { createApi, type ApiResult, type Project } from '@rackconsole/sdk';
import { Instance, operations } from '@rackconsole/sdk/contract';
import { validateName } from '@rackconsole/validators';
import { startMockServer, type MockServer } from '@rackconsole/mock-server';
import { buildProgram, EXIT } from '@rackconsole/cli';

const message: string | undefined = validateName('Bad');
const api = createApi({ host: 'http://127.0.0.1:12220' });
export async function names(): Promise<string[]> {
  const result: ApiResult<{ items: Project[] }> = await api.projectList({ query: { limit: 10 } });
  return result.type === 'success' ? result.data.items.map((project) => project.name) : [message ?? ''];
}
export const start: () => Promise<MockServer> = () => startMockServer({ port: 0 });
export const exitOk: number = EXIT.ok;
export const program = buildProgram();
// The contract's declarations reference shared schemas by name across modules; they still type its parsers.
type RunState = ReturnType<typeof Instance.parse>['run_state'];
export const runStateOf = (answer: unknown): RunState => operations.instance_start.response.parse(answer).run_state;
// @ts-expect-error: not one of an instance's run states, so the types are not \`any\`
export const sleeping: RunState = 'sleeping';
`;

/** The mock server started by the test, stopped however the test ends. */
let mock;
process.on('exit', () => mock?.kill('SIGTERM'));

async function main() {
  const packages = publishablePackages();
  assert.ok(packages.length >= 4, 'expected the sdk, validators, mock-server and cli packages');
  for (const { dir, manifest } of packages) {
    // The published exports are the workspace's without the source condition: an entry missing there would
    // install without the subpath that the workspace's own tests import.
    const published = Object.keys(manifest.publishConfig?.exports ?? manifest.exports ?? {});
    assert.deepEqual(
      published,
      Object.keys(manifest.exports ?? {}),
      `${manifest.name}: publishConfig.exports`,
    );
    for (const entry of manifest.files ?? []) {
      if (entry === 'dist')
        assert.ok(existsSync(join(dir, 'dist')), `${manifest.name}: run \`pnpm build\` first`);
    }
  }

  const temp = mkdtempSync(join(tmpdir(), 'rack-packaging-'));
  try {
    const tarballs = join(temp, 'tarballs');
    const project = join(temp, 'project');
    mkdirSync(tarballs);
    mkdirSync(project);
    const [pnpm, pnpmArgs] = pnpmCommand();
    for (const { dir, manifest } of packages) {
      run(pnpm, [...pnpmArgs, 'pack', '--pack-destination', tarballs], { cwd: dir });
      console.log(`packed ${manifest.name}@${manifest.version}`);
    }
    const files = readdirSync(tarballs).filter((file) => file.endsWith('.tgz'));
    assert.equal(files.length, packages.length);
    for (const file of files) {
      const listing = run('tar', ['-xOzf', join(tarballs, file), 'package/package.json']);
      assert.doesNotMatch(listing, /workspace:/, `${file} still depends on workspace:*`);
      const manifest = JSON.parse(listing);
      // The source condition points at src/, which is not published: publishConfig.exports leaves it out.
      assert.doesNotMatch(
        JSON.stringify(manifest.exports),
        /@rackconsole\/source/,
        `${file} exports the unpublished source condition`,
      );
      if (manifest.name === '@rackconsole/sdk') {
        // zod is needed only by @rackconsole/sdk/contract: an optional peer, so a script that calls installs none.
        assert.equal(manifest.dependencies?.zod, undefined, 'the SDK must not depend on zod');
        assert.equal(manifest.peerDependenciesMeta?.zod?.optional, true, 'zod must be an optional peer');
      }
    }

    // An empty project, with nothing but the tarballs installed together so npm resolves them to each other.
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'rack-packaging-test', private: true, type: 'module' }, null, 2),
    );
    run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--loglevel=error',
        ...files.map((file) => join(tarballs, file)),
      ],
      { cwd: project },
    );
    console.log('installed the tarballs with npm');

    const started = await startMock(project);
    mock = started.child;
    console.log(`rackconsole-mock listening on ${started.url}`);

    writeFileSync(join(project, 'smoke.mjs'), SMOKE);
    const smoke = run(process.execPath, ['smoke.mjs', started.url], { cwd: project });
    const { token } = JSON.parse(smoke.trim().split('\n').at(-1));
    console.log('the SDK, validators, mock server and CLI modules work from the tarballs');

    writeFileSync(join(project, 'consumer.ts'), CONSUMER_TS);
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          lib: ['ES2023', 'DOM'],
          types: [],
          strict: true,
          skipLibCheck: true,
          noEmit: true,
        },
        files: ['consumer.ts'],
      }),
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    run(process.execPath, [tsc, '-p', project], { cwd: project });
    console.log('a TypeScript consumer type-checks against the installed declarations');

    const rackctl = join(project, 'node_modules', '.bin', 'rackctl');
    const cliVersion = packages.find(({ manifest }) => manifest.name === '@rackconsole/cli').manifest.version;
    assert.equal(run(rackctl, ['--version'], { cwd: project }).trim(), cliVersion);
    const home = join(temp, 'home');
    mkdirSync(home);
    const env = {
      ...process.env,
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      RACK_HOST: started.url,
      RACK_TOKEN: token,
      NO_COLOR: '1',
    };
    const listed = JSON.parse(run(rackctl, ['project', 'list', '--json'], { cwd: project, env }));
    assert.ok(listed.some((project) => project.name === 'mock-project'));
    const me = JSON.parse(run(rackctl, ['api', '/v1/me'], { cwd: project, env }));
    assert.equal(me.display_name.length > 0, true);
    console.log(`rackctl ${cliVersion} lists the mock server's projects`);

    console.log('budgets:');
    const installed = files.map((file) => join(tarballs, file));
    const broken = await checkBudgets(
      project,
      installed.map((file) => ({ name: tarballPackageName(file), file })),
    );
    assert.deepEqual(broken, [], 'a package is over its budget');
  } finally {
    mock?.kill('SIGTERM');
    mock = undefined;
    rmSync(temp, { recursive: true, force: true });
  }
}

const watchdog = setTimeout(() => {
  console.error(`packaging test: still running after ${TOTAL_TIMEOUT_MS / 1000}s, giving up`);
  process.exit(1);
}, TOTAL_TIMEOUT_MS);
try {
  await main();
  console.log('packaging test passed');
} catch (error) {
  console.error(error);
  console.error('packaging test failed');
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
}
