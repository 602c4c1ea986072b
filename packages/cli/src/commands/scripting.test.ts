import { SEED_PASSWORD } from '@rackconsole/mock-server';
import { describe, expect, it } from 'vitest';
import { json, signedInSandbox } from '../testing/cli';

const sandbox = signedInSandbox();

describe('rackctl for scripts', { timeout: 120_000 }, () => {
  it('filters JSON output with --jq, strings raw, on hand-written and generated commands alike', async () => {
    const names = await sandbox.rackctl(['project', 'list', '--all', '--jq', '.[].name']);
    expect(names.code).toBe(0);
    expect(names.stdout.split('\n')).toContain('mock-project');
    expect(names.stdout).not.toContain('"');
    const count = await sandbox.rackctl(['alert-class', 'list', '--jq', '.items | length']);
    expect(count.code).toBe(0);
    expect(Number(count.stdout.trim())).toBeGreaterThan(0);
  });

  it('refuses a jq expression that does not compile (exit 2), and --jq with another format', async () => {
    const broken = await sandbox.rackctl(['project', 'list', '--jq', '.[']);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/^error: --jq: jq: error: syntax error/);
    const yaml = await sandbox.rackctl(['project', 'list', '--jq', '.', '--format', 'yaml']);
    expect(yaml.code).toBe(2);
  });

  it('formats JSON output with a --template, refusing a name the data lacks', async () => {
    const listed = await sandbox.rackctl([
      'project',
      'list',
      '--all',
      '--template',
      '{{#each this}}<{{name}}>\n{{/each}}',
    ]);
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n')).toContain('<mock-project>');
    const typo = await sandbox.rackctl(['project', 'list', '--template', '{{#each this}}{{nmae}}{{/each}}']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/^error: --template: "nmae" not defined/);
    const both = await sandbox.rackctl(['project', 'list', '--template', '{{this}}', '--jq', '.']);
    expect(both.code).toBe(2);
  });

  it('prints the status line and headers with api --include, nothing with --silent', async () => {
    const included = await sandbox.rackctl(['api', '/v1/me', '--include']);
    expect(included.code).toBe(0);
    const [head = '', body = ''] = included.stdout.split('\n\n');
    expect(head).toMatch(/^HTTP 200 OK\n/);
    expect(head).toMatch(/^content-type: application\/json/m);
    expect(JSON.parse(body)).toMatchObject({ silo_name: 'maze-war' });

    const silent = await sandbox.rackctl(['api', '/v1/me', '--silent']);
    expect(silent).toMatchObject({ code: 0, stdout: '' });
    const missing = await sandbox.rackctl(['api', '/v1/projects/no-such-project', '--silent']);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('');
  });

  it('gathers every page of --paginate in one list with --slurp', async () => {
    const pages = json<{ items: unknown[] }[]>(
      await sandbox.rackctl(['api', '/v1/projects?limit=1', '--paginate', '--slurp']),
    );
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.items).toHaveLength(1);
    const alone = await sandbox.rackctl(['api', '/v1/projects', '--slurp']);
    expect(alone.code).toBe(2);
  });

  it('traces every request and answer with --debug or RACK_DEBUG=api, never a secret', async () => {
    const token = await sandbox.login('hannah', 'tracer');
    const traced = await sandbox.rackctl(['project', 'list', '--debug', '--profile', 'tracer']);
    expect(traced.code).toBe(0);
    expect(traced.stderr).toMatch(/^> GET http:\/\/127\.0\.0\.1:\d+\/v1\/projects\?/m);
    expect(traced.stderr).toMatch(/^> authorization: Bearer \[redacted\]$/m);
    expect(traced.stderr).toMatch(/^< HTTP 200 OK/m);
    expect(traced.stderr).toContain('"name": "mock-project"');

    const login = await sandbox.rackctl(
      ['login', 'local', '--silo-name', 'maze-war', '--username', 'hannah', '--password', SEED_PASSWORD],
      { env: { RACK_DEBUG: 'api', RACK_PROFILE: 'tracer' } },
    );
    expect(login.code).toBe(0);
    expect(login.stderr).toMatch(/^> POST .*\/v1\/login\/maze-war\/local$/m);
    expect(login.stderr).toContain('"password": "[redacted]"');
    expect(login.stderr).toMatch(/^< set-cookie: \[redacted\]$/m);

    for (const run of [traced, login]) {
      expect(`${run.stdout}${run.stderr}`).not.toContain(token);
      expect(`${run.stdout}${run.stderr}`).not.toContain(SEED_PASSWORD);
    }
  });

  it('colours output into a pipe with FORCE_COLOR or CLICOLOR_FORCE, and not with 0', async () => {
    for (const variable of ['FORCE_COLOR', 'CLICOLOR_FORCE']) {
      const forced = await sandbox.rackctl(['project', 'list'], {
        env: { NO_COLOR: undefined, [variable]: '1' },
      });
      expect(forced.stdout, variable).toContain('\x1b[1m');
      const off = await sandbox.rackctl(['project', 'list'], {
        env: { NO_COLOR: undefined, [variable]: '0' },
      });
      expect(off.stdout, variable).not.toContain('\x1b[');
    }
  });
});
