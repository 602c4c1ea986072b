import type { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { examplesOf } from './commands/define';
import { GROUPS } from './commands/registry';
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
    expect(nouns.slice(0, GROUPS.length)).toEqual([
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
      'metrics',
      'search',
      'alert',
      'version',
      'api',
      'export',
      'completion',
      'docs',
    ]);
  });

  it('lists each hand-written group in the registry as its module names and describes it', () => {
    expect(GROUPS.map(({ name, description }) => [name, description])).toEqual(
      program.commands.slice(0, GROUPS.length).map((command) => [command.name(), command.description()]),
    );
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

describe('lazy loading', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers --help with every group listed, none of them loaded', async () => {
    const loads = GROUPS.map((group) => vi.spyOn(group, 'load'));
    const { io, written } = memoryIo();
    expect(await run(['node', 'rackctl', '--help'], io)).toBe(0);
    for (const group of GROUPS) expect(written.stdout).toContain(`  ${group.name} `);
    expect(written.stdout).toContain('system-update-trust-root');
    for (const load of loads) expect(load).not.toHaveBeenCalled();
  });

  it('loads only the group a command line names', async () => {
    const loads = new Map(GROUPS.map((group) => [group.name, vi.spyOn(group, 'load')]));
    const { io } = memoryIo();
    expect(await run(['node', 'rackctl', '--profile', 'x', 'instance', 'start', '--help'], io)).toBe(0);
    for (const [name, load] of loads) expect(load, name).toHaveBeenCalledTimes(name === 'instance' ? 1 : 0);
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
