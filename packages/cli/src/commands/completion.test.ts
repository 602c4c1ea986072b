import { execFile } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../testing/build';
import { type CliSandbox, json, startSandbox } from '../testing/cli';

let sandbox: CliSandbox;
/** A folder holding a `rackctl` that runs the built bin, put first on PATH as an installed CLI would be. */
let shimDir: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  await sandbox.login();
  shimDir = join(sandbox.configHome, 'bin');
  await mkdir(shimDir);
  const shim = join(shimDir, 'rackctl');
  await writeFile(shim, `#!/bin/sh\nexec '${process.execPath}' '${await ensureBuilt()}' "$@"\n`);
  await chmod(shim, 0o755);
}, 120_000);
afterAll(() => sandbox?.close());

const names = (stdout: string) => stdout.split('\n').filter(Boolean).sort();

describe('live completion', { timeout: 120_000 }, () => {
  it('rackctl __complete prints the live names of projects, instances, disks and VPCs', async () => {
    const projects = await sandbox.rackctl(['__complete', 'project']);
    expect(projects.code).toBe(0);
    const listed = json<{ name: string }[]>(await sandbox.rackctl(['project', 'list', '--all', '--json']));
    expect(names(projects.stdout)).toEqual(listed.map((project) => project.name).sort());
    for (const kind of ['instance', 'disk', 'vpc']) {
      const live = await sandbox.rackctl(['__complete', kind, '--project', 'mock-project']);
      const expected = json<{ name: string }[]>(
        await sandbox.rackctl([kind, 'list', '--project', 'mock-project', '--all', '--json']),
      );
      expect(expected.length, kind).toBeGreaterThan(0);
      expect(names(live.stdout), kind).toEqual(expected.map((item) => item.name).sort());
    }
    // Without a project there is nothing to list instances of; an unknown kind offers nothing.
    expect((await sandbox.rackctl(['__complete', 'instance'])).stdout).toBe('');
    expect((await sandbox.rackctl(['__complete', 'bogus'])).stdout).toBe('');
  });

  it('prints nothing, quickly, when the platform does not answer or there is no login', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const stuck = await sandbox.rackctl(['__complete', 'project'], {
      env: { RACK_HOST: `http://127.0.0.1:${port}`, RACK_TOKEN: 'any' },
    });
    for (const socket of sockets) socket.destroy();
    silent.close();
    // Exit 0 on its own: a completion waiting on the silent server would be killed by the harness (code null).
    expect(stuck).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const anonymous = await sandbox.rackctl(['__complete', 'project'], {
      env: { XDG_CONFIG_HOME: join(sandbox.configHome, 'nowhere') },
    });
    expect(anonymous).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });

  it('completes live names in bash after --project and at a first argument', async () => {
    // Sourced from a file: the script is larger than one command-line argument may be (128 KiB).
    const script = join(sandbox.configHome, 'rackctl.bash');
    await writeFile(script, (await sandbox.rackctl(['completion', 'bash'])).stdout);
    // Asynchronously: the mock platform answering the shim runs in this process.
    const complete = async (...words: string[]) =>
      (
        await promisify(execFile)(
          'bash',
          [
            '-c',
            `source '${script}'; COMP_WORDS=(${words.map((word) => `'${word}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _rackctl; echo "\${COMPREPLY[*]}"`,
          ],
          {
            encoding: 'utf8',
            env: {
              PATH: `${shimDir}:${process.env.PATH}`,
              HOME: sandbox.configHome,
              XDG_CONFIG_HOME: sandbox.configHome,
            },
          },
        )
      ).stdout
        .trim()
        .split(' ')
        .filter(Boolean);
    expect(await complete('rackctl', 'project', 'view', 'mock')).toEqual(['mock-project']);
    expect(await complete('rackctl', 'disk', 'list', '--project', 'emp')).toEqual(['empty-project']);
    expect(await complete('rackctl', 'disk', 'list', '-p', 'emp')).toEqual(['empty-project']);
    const instances = json<{ name: string }[]>(
      await sandbox.rackctl(['instance', 'list', '--project', 'mock-project', '--all', '--json']),
    );
    expect((await complete('rackctl', 'instance', 'view', '--project', 'mock-project', '')).sort()).toEqual(
      instances.map((instance) => instance.name).sort(),
    );
    // Only the first argument names a resource; options are still completed statically.
    expect(await complete('rackctl', 'project', 'view', 'mock-project', '')).not.toContain('mock-project');
    expect(await complete('rackctl', 'project', 'view', '--js')).toEqual(['--json']);
  });

  it('prints a PowerShell script that registers a completer calling back for live names', async () => {
    const result = await sandbox.rackctl(['completion', 'powershell']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Register-ArgumentCompleter -Native -CommandName rackctl');
    expect(result.stdout).toContain("'rackctl instance view --project' = 'project'");
    expect(result.stdout).toContain("'rackctl project view' = 'project'");
    expect(result.stdout).toContain("$arguments = @('__complete', $live)");
  });
});
