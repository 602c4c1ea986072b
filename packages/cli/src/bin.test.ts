import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from './testing/build';
import { type CliSandbox, startSandbox } from './testing/cli';

let sandbox: CliSandbox;
let bin: string;
beforeAll(async () => {
  [sandbox, bin] = await Promise.all([startSandbox(), ensureBuilt()]);
  await sandbox.login();
}, 120_000);
afterAll(() => sandbox?.close());

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/**
 * Runs the bin under `script`, which gives it a pseudo-terminal, and returns everything it wrote there.
 * Asynchronous, as the mock platform it talks to runs in this process.
 */
async function onTerminal(args: string[], env: Record<string, string> = {}): Promise<string> {
  const command = ['node', bin, ...args].map((word) => `'${word}'`).join(' ');
  const child = promisify(execFile)('script', ['-qec', command, '/dev/null'], {
    env: {
      PATH: process.env.PATH,
      HOME: sandbox.configHome,
      XDG_CONFIG_HOME: sandbox.configHome,
      TERM: 'xterm',
      COLUMNS: '200',
      ...env,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  child.child.stdin?.end();
  return (await child).stdout;
}

describe('the rackctl bin', { timeout: 120_000 }, () => {
  it('prints the package version', async () => {
    const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
    expect(await sandbox.rackctl(['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('prints help with examples (exit 0), and help on stderr when no command is given (exit 2)', async () => {
    const help = await sandbox.rackctl(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: rackctl [options] [command]');
    expect(help.stdout).toContain('Examples:\n  rackctl auth login --host https://rack.example.com');
    const bare = await sandbox.rackctl([]);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('Usage: rackctl [options] [command]');
  });

  it('reports usage errors with exit 2', async () => {
    const cases: [string[], string][] = [
      [['bogus'], "error: unknown command 'bogus'"],
      [['project', 'list', '--bogus'], "error: unknown option '--bogus'"],
      [['project', 'view'], "error: missing required argument 'project'"],
      [['project', 'view', 'a', 'b'], "error: too many arguments for 'view'. Expected 1 argument but got 2."],
      [
        ['project', 'list', '--limit', '0'],
        "option '--limit <n>' argument '0' is invalid. Must be from 1 to 10000.",
      ],
      [
        ['completion', 'tcsh'],
        "error: command-argument value 'tcsh' is invalid for argument 'shell'. Allowed choices are bash, zsh, fish, powershell.",
      ],
    ];
    for (const [args, message] of cases) {
      const result = await sandbox.rackctl(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain('(add --help for usage)');
      expect(result.stdout).toBe('');
    }
  });

  it('takes global options after the command too', async () => {
    const result = await sandbox.rackctl(['project', 'view', 'mock-project', '--json']);
    expect(JSON.parse(result.stdout)).toMatchObject({ name: 'mock-project' });
  });

  it.each(['bash', 'zsh', 'fish'])('prints a %s completion script that its shell accepts', async (shell) => {
    const result = await sandbox.rackctl(['completion', shell]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('rackctl instance create');
    expect(result.stdout).toContain('local_only');
    if (has(shell)) {
      const file = join(sandbox.configHome, `completion.${shell}`);
      await writeFile(file, result.stdout);
      const check = spawnSync(shell, ['-n', file], { encoding: 'utf8' });
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    }
  });

  it('completes commands, options and option values in bash', async () => {
    // Sourced from a file: the script is larger than one command-line argument may be (128 KiB).
    const script = join(sandbox.configHome, 'rackctl.bash');
    await writeFile(script, (await sandbox.rackctl(['completion', 'bash'])).stdout);
    const complete = (...words: string[]) =>
      execFileSync(
        'bash',
        [
          '-c',
          `source '${script}'; COMP_WORDS=(${words.map((word) => `'${word}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _rackctl; echo "\${COMPREPLY[*]}"`,
        ],
        {
          encoding: 'utf8',
        },
      ).trim();
    expect(complete('rackctl', 'inst').split(' ')).toEqual(
      expect.arrayContaining(['instance', 'instance-disk']),
    );
    expect(complete('rackctl', 'system-update-t')).toBe('system-update-trust-root');
    expect(complete('rackctl', 'instance', 'st')).toBe('start stop');
    expect(complete('rackctl', 'instance', 'create', 'web-1', '--no-')).toBe('--no-start --no-color');
    expect(complete('rackctl', 'silo', 'create', 'x', '--identity-mode', 'l')).toBe('local_only');
  });

  it.skipIf(!has('zsh'))(
    'offers the commands, options and option values of the typed path in zsh',
    async () => {
      const script = join(sandbox.configHome, '_rackctl');
      await writeFile(script, (await sandbox.rackctl(['completion', 'zsh'])).stdout);
      // Outside a completion widget compsys is not loaded: stand-ins print what the script offers instead.
      const standIns = [
        // biome-ignore lint/suspicious/noTemplateCurlyInString: zsh's parameter expansion, not a placeholder.
        '_describe() { print -rl -- ${(@P)${@[-1]}} }',
        'compadd() { shift; print -rl -- $@ }',
        '_files() {}',
        'compdef() {}',
      ].join('; ');
      const offered = (...words: string[]) =>
        execFileSync(
          'zsh',
          [
            '-f',
            '-c',
            `${standIns}; source '${script}'; words=(${words.map((word) => `'${word}'`).join(' ')}); CURRENT=${words.length}; _rackctl`,
          ],
          { encoding: 'utf8' },
        )
          .trim()
          .split('\n')
          .map((line) => line.split(':')[0]);
      expect(offered('rackctl', 'instance', '')).toEqual(expect.arrayContaining(['start', 'stop', '--json']));
      expect(offered('rackctl', 'instance', '')).not.toContain('instance');
      expect(offered('rackctl', 'instance', 'create', 'web-1', '')).toEqual(
        expect.arrayContaining(['--no-start', '--ncpus', '--no-color']),
      );
      expect(offered('rackctl', 'silo', 'create', 'x', '--identity-mode', '')).toEqual([
        'saml_jit',
        'local_only',
        'saml_scim',
      ]);
    },
  );

  it.skipIf(!has('fish'))('completes commands, options and option values in fish', async () => {
    const script = join(sandbox.configHome, 'rackctl.fish');
    await writeFile(script, (await sandbox.rackctl(['completion', 'fish'])).stdout);
    const complete = (line: string) =>
      execFileSync('fish', ['--no-config', '-c', `source '${script}'; complete -C '${line}'`], {
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
        .map((entry) => entry.split('\t')[0]);
    expect(complete('rackctl inst')).toEqual(['instance']);
    expect(complete('rackctl instance st')).toEqual(['start', 'stop']);
    expect(complete('rackctl instance create web-1 --no-')).toEqual(['--no-color', '--no-start']);
    expect(complete('rackctl silo create x --identity-mode ')).toEqual([
      'local_only',
      'saml_jit',
      'saml_scim',
    ]);
  });

  it.skipIf(!has('script'))(
    'colours tables and shows a spinner on a terminal, and not with NO_COLOR',
    async () => {
      const coloured = await onTerminal(['project', 'list']);
      expect(coloured).toContain('\u001b[1mNAME\u001b[22m');
      const plain = await onTerminal(['project', 'list'], { NO_COLOR: '1' });
      expect(plain).not.toContain('\u001b[1m');
      expect(plain).toMatch(/NAME\s+DESCRIPTION\s+CREATED/);

      await sandbox.platform.api.projectCreate({ body: { name: 'tty', description: '' } });
      await sandbox.platform.api.instanceCreate({
        query: { project: 'tty' },
        body: { name: 'spin', description: '', hostname: 'spin', ncpus: 1, memory: 1024 ** 3, start: false },
      });
      const waited = await onTerminal(['instance', 'start', 'spin', '--project', 'tty', '--wait']);
      // Spinner frames redraw one line in place: carriage return, erase line, a braille frame.
      const redraw = '\r\u001b[2K';
      expect(waited).toContain(`${redraw}⠋ Waiting for instance spin to be running`);
      expect(waited).toMatch(/State:\S*\s+\S*running/);
    },
  );

  it('stops quietly when its reader goes away', async () => {
    const result = spawnSync('sh', ['-c', `node '${bin}' completion bash | head -c 10`], {
      env: { PATH: process.env.PATH, XDG_CONFIG_HOME: sandbox.configHome },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toHaveLength(10);
    expect(result.stderr).toBe('');
  });
});
