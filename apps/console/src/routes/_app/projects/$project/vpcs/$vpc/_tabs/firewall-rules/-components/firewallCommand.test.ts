import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { VpcFirewallRuleUpdate } from '@rackconsole/sdk';
import { afterEach, describe, expect, it } from 'vitest';
// The CLI is not a dependency of the console: its source is read here only to check the file it is given.
import { readRulesFile } from '~/../../../packages/cli/src/commands/firewall-rules-file';
import { NEW_RULE_VALUES } from '~/forms/firewallRules';
import { firewallRulesUpdateCommand, ruleValuesProblem } from './firewallCommand';

const rules: VpcFirewallRuleUpdate[] = [
  {
    name: 'allow-ping',
    description: "Echo requests, 'quoted' and $NOT_EXPANDED",
    action: 'allow',
    direction: 'inbound',
    priority: 300,
    status: 'disabled',
    targets: [{ type: 'instance', value: 'db1' }],
    filters: {
      hosts: [{ type: 'ip_net', value: '10.1.1.0/24' }],
      ports: ['8000-8080'],
      protocols: [{ type: 'icmp', value: { icmpType: 8, code: '0' } }],
    },
  },
];

let directory: string | undefined;
afterEach(() => {
  if (directory) rmSync(directory, { recursive: true, force: true });
});

describe('firewallRulesUpdateCommand', () => {
  it('writes rules.json and runs the update, and the CLI reads back exactly the rules', async () => {
    directory = mkdtempSync(join(tmpdir(), 'rules-command-'));
    const command = firewallRulesUpdateCommand('web', 'default', rules);
    const output = execFileSync('sh', ['-c', `rackctl() { printf '%s\\0' "$@"; }\n${command}`], {
      cwd: directory,
      encoding: 'utf8',
    });
    expect(output.split('\0').slice(0, -1)).toEqual([
      'firewall-rules',
      'update',
      '--project',
      'web',
      '--vpc',
      'default',
      '--file',
      'rules.json',
    ]);
    const empty = Readable.from([]);
    expect(await readRulesFile(join(directory, 'rules.json'), empty)).toEqual(rules);
  });

  it('sends the platform JSON (snake_case), as `firewall-rules view --json` prints it', () => {
    expect(firewallRulesUpdateCommand('web', 'default', rules)).toContain('"icmp_type": 8');
  });
});

describe('ruleValuesProblem', () => {
  it('names what keeps the values from making a rule', () => {
    expect(ruleValuesProblem({ ...NEW_RULE_VALUES, name: 'Web' })).toBe(
      'Name: Must start with a lower-case letter',
    );
    expect(ruleValuesProblem({ ...NEW_RULE_VALUES, name: 'web', priority: Number.NaN })).toBe(
      'Priority is required',
    );
    expect(ruleValuesProblem({ ...NEW_RULE_VALUES, name: 'web' })).toBeUndefined();
  });
});
