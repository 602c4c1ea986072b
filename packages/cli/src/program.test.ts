import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { examplesOf } from './commands/define';
import { buildProgram, VERSION } from './program';
import { run } from './run';
import { memoryIo } from './testing/memory-io';

function allCommands(command: Command): Command[] {
  return [command, ...command.commands.flatMap(allCommands)];
}

const pathOf = (command: Command): string =>
  command.parent ? `${pathOf(command.parent)} ${command.name()}` : command.name();

describe('the command tree', () => {
  const program = buildProgram(memoryIo().io);
  const commands = allCommands(program);

  it('has the hand-written nouns first, then the nouns generated from the API description', () => {
    const nouns = program.commands.map((command) => command.name());
    expect(nouns).toContain('system-update-trust-root');
    expect(nouns.slice(0, 27)).toEqual([
      'auth',
      'project',
      'instance',
      'disk',
      'snapshot',
      'image',
      'vpc',
      'subnet',
      'router',
      'route',
      'firewall-rules',
      'floating-ip',
      'external-subnet',
      'multicast-group',
      'ssh-key',
      'silo',
      'ip-pool',
      'subnet-pool',
      'sled',
      'user',
      'group',
      'policy',
      'utilization',
      'search',
      'api',
      'completion',
      'docs',
    ]);
  });

  it('gives every command a description and help examples that use it', () => {
    for (const command of commands) {
      const path = pathOf(command);
      expect(command.description(), path).not.toBe('');
      const examples = examplesOf(command);
      expect(examples.length, path).toBeGreaterThan(0);
      // A leaf's examples show that very command; a group's show at least one of its verbs.
      expect(
        examples.some((line) => line.includes(path) || line.includes(path.replace(/^rackctl /, ''))),
        path,
      ).toBe(true);
      expect(command.helpInformation(), path).toBeTruthy();
    }
  });

  it('never reuses a global option name in a command, where the global one would win', () => {
    const globals = new Set(program.options.flatMap((option) => [option.long, option.short]).filter(Boolean));
    globals.add('--help');
    globals.add('-h');
    for (const command of commands.slice(1)) {
      for (const option of command.options) {
        expect(globals.has(option.long), `${pathOf(command)} ${option.long}`).toBe(false);
        if (option.short) expect(globals.has(option.short), `${pathOf(command)} ${option.short}`).toBe(false);
      }
    }
  });
});

describe('run', () => {
  it('prints the version and exits 0', async () => {
    const { io, written } = memoryIo();
    expect(await run(['node', 'rackctl', '--version'], io)).toBe(0);
    expect(written.stdout).toBe(`${VERSION}\n`);
  });

  it('prints help with examples and exits 0', async () => {
    const { io, written } = memoryIo();
    expect(await run(['node', 'rackctl', 'instance', 'start', '--help'], io)).toBe(0);
    expect(written.stdout).toContain('Usage: rackctl instance start [options] <instance>');
    expect(written.stdout).toContain('Examples:\n  rackctl instance start web-1 --project web\n');
  });

  it('turns commander errors into exit 2 with its message', async () => {
    const { io, written } = memoryIo();
    expect(await run(['node', 'rackctl', 'project', 'list', '--bogus'], io)).toBe(2);
    expect(written.stderr).toBe("error: unknown option '--bogus'\n(add --help for usage)\n");
  });

  it("shows a group's help on stderr and exits 2 when no verb is given", async () => {
    const { io, written } = memoryIo();
    expect(await run(['node', 'rackctl', 'disk'], io)).toBe(2);
    expect(written.stdout).toBe('');
    expect(written.stderr).toContain('Usage: rackctl disk [options] [command]');
  });
});
