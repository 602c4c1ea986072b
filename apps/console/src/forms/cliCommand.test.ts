import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runInShell } from '~/test/shell';
import {
  apiCommand,
  changedFlag,
  commandSequence,
  EXPLICITLY_EMPTY,
  rackctl,
  shellQuote,
} from './cliCommand';

// The shells users paste into; those missing from this machine are left out rather than failing the run.
const SHELLS = ['sh', 'bash', 'zsh'].filter(
  (shell) => spawnSync('sh', ['-c', `command -v ${shell}`]).status === 0,
);

const AWKWARD = [
  'two words',
  "it's",
  `"double" and 'single'`,
  'line one\nline two',
  'ünïcødé — 日本語 🚀',
  '$HOME `id` $(id) \\n *.txt ~ #comment !! {a,b} ; & | < >',
  '-starts-with-dash',
  '',
];

describe('shellQuote', () => {
  it('leaves plain words alone and single-quotes the rest', () => {
    expect(shellQuote('web-1')).toBe('web-1');
    expect(shellQuote('10.0.0.0/24')).toBe('10.0.0.0/24');
    expect(shellQuote('fd00::/48')).toBe('fd00::/48');
    expect(shellQuote('two words')).toBe("'two words'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect(shellQuote('')).toBe("''");
    expect(shellQuote('~')).toBe("'~'");
    expect(shellQuote('*')).toBe("'*'");
  });

  it.each(SHELLS)('gives %s back every awkward word unchanged', (shell) => {
    const { args } = runInShell(shell, `rackctl ${AWKWARD.map(shellQuote).join(' ')}`);
    expect(args).toEqual(AWKWARD);
  });
});

describe('rackctl', () => {
  it('puts the words first, then the flags in order, leaving out empty optional ones', () => {
    expect(
      rackctl(['instance', 'create', 'web-1'], {
        project: 'web',
        ncpus: 2,
        description: '',
        hostname: undefined,
        image: null,
        wait: false,
        'no-start': true,
        'ssh-key': ['laptop', 'ci key'],
        disk: [],
      }),
    ).toBe(
      "rackctl instance create web-1 --project web --ncpus 2 --no-start --ssh-key laptop --ssh-key 'ci key'",
    );
  });

  it('gives an explicitly empty value, to clear a description', () => {
    expect(rackctl(['project', 'update', 'web'], { description: EXPLICITLY_EMPTY })).toBe(
      "rackctl project update web --description ''",
    );
    const { args } = runInShell(
      'sh',
      rackctl(['project', 'update', 'web'], { description: EXPLICITLY_EMPTY }),
    );
    expect(args).toEqual(['project', 'update', 'web', '--description', '']);
  });

  it.each(SHELLS)('passes awkward flag values through %s unchanged', (shell) => {
    const { args } = runInShell(shell, rackctl(['project', 'create', 'web'], { description: AWKWARD }));
    expect(args).toEqual([
      'project',
      'create',
      'web',
      ...AWKWARD.slice(0, -1).flatMap((v) => ['--description', v]),
    ]);
  });
});

describe('changedFlag', () => {
  it('gives only what changed, and an emptied value explicitly', () => {
    expect(changedFlag('web', 'web')).toBeUndefined();
    expect(changedFlag('web', 'www')).toBe('www');
    expect(changedFlag('Web tier', '')).toBe(EXPLICITLY_EMPTY);
  });
});

describe('apiCommand', () => {
  it('takes the method and path from the SDK, fills path parameters and the query', () => {
    expect(
      apiCommand('floatingIpUpdate', {
        path: { floatingIp: 'edge' },
        query: { project: 'web' },
        body: { name: 'edge', description: '' },
      }),
    ).toBe(
      `printf '%s\\n' '{"name":"edge","description":""}' | rackctl api '/v1/floating-ips/edge?project=web' --method PUT --body -`,
    );
  });

  it('sends no body when the operation has none', () => {
    expect(
      apiCommand('antiAffinityGroupMemberInstanceAdd', {
        path: { antiAffinityGroup: 'spread', instance: 'db1' },
        query: { project: 'web' },
      }),
    ).toBe("rackctl api '/v1/anti-affinity-groups/spread/members/instance/db1?project=web' --method POST");
  });

  it.each(SHELLS)('pipes the snake_case JSON body through %s intact', (shell) => {
    const body = {
      name: 'cert',
      description: AWKWARD.join('|'),
      cert: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
      key: 'k',
      service: 'external_api' as const,
    };
    const { args, stdin } = runInShell(shell, apiCommand('certificateCreate', { body }));
    expect(args).toEqual(['api', '/v1/certificates', '--method', 'POST', '--body', '-']);
    expect(JSON.parse(stdin)).toEqual(body);
  });

  it('converts body keys to the wire names and encodes path and query values', () => {
    const command = apiCommand('siloQuotasUpdate', {
      path: { silo: 'maze war' },
      body: { cpus: 1, memory: 2, storage: 3 },
    });
    expect(command).toContain('rackctl api /v1/system/silos/maze%20war/quotas --method PUT --body -');
    const { stdin } = runInShell(
      'sh',
      apiCommand('instanceUpdate', {
        path: { instance: 'db1' },
        query: { project: 'web' },
        body: {
          autoRestartPolicy: null,
          bootDisk: null,
          cpuPlatform: null,
          enableJumboFrames: false,
          memory: 1,
          ncpus: 1,
        },
      }),
    );
    expect(Object.keys(JSON.parse(stdin))).toEqual([
      'auto_restart_policy',
      'boot_disk',
      'cpu_platform',
      'enable_jumbo_frames',
      'memory',
      'ncpus',
    ]);
  });
});

describe('commandSequence', () => {
  it('runs each command only if the one before succeeded', () => {
    const sequence = commandSequence(['rackctl one', 'rackctl two']);
    expect(sequence).toBe('rackctl one &&\nrackctl two');
    expect(runInShell('sh', sequence).args).toEqual(['one', 'two']);
  });
});
