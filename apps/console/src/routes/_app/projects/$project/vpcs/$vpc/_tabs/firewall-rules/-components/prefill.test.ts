import { describe, expect, it } from 'vitest';
import { parseRulePrefill } from '~/forms/firewallPrefillSearch';
import { NEW_RULE_VALUES } from '~/forms/firewallRules';
import { prefilledRuleValues } from './prefill';

describe('parseRulePrefill', () => {
  it('keeps valid parameters and drops malformed ones', () => {
    expect(parseRulePrefill({ allowTcpPort: 22, toInstance: 'db1', priority: 9 })).toEqual({
      allowTcpPort: 22,
      toInstance: 'db1',
      priority: 9,
    });
    expect(parseRulePrefill({ allowTcpPort: 70000, toInstance: 'Not A Name', priority: -1 })).toEqual({});
    expect(parseRulePrefill({})).toEqual({});
  });
});

describe('prefilledRuleValues', () => {
  it('suggests allowing TCP to the port from anywhere, targeting the instance, under a free name', () => {
    expect(prefilledRuleValues({ allowTcpPort: 22, toInstance: 'db1' }, ['allow-ssh-to-db1'])).toEqual({
      ...NEW_RULE_VALUES,
      name: 'allow-ssh-to-db1-2',
      description: 'Allow inbound TCP port 22 from anywhere to db1',
      targets: [{ type: 'instance', value: 'db1' }],
      ports: ['22'],
      protocols: [{ type: 'tcp' }],
    });
    expect(prefilledRuleValues({ allowTcpPort: 443, toInstance: 'web', priority: 9 }, [])).toMatchObject({
      name: 'allow-tcp-443-to-web',
      priority: 9,
    });
  });

  it('suggests nothing without both a port and an instance', () => {
    expect(prefilledRuleValues({ allowTcpPort: 22 }, [])).toBeUndefined();
    expect(prefilledRuleValues({ toInstance: 'db1' }, [])).toBeUndefined();
  });

  it('keeps a long name within 63 characters', () => {
    const instance = `i${'x'.repeat(62)}`;
    const values = prefilledRuleValues({ allowTcpPort: 22, toInstance: instance }, []);
    expect(values?.name).toHaveLength(63);
  });
});
