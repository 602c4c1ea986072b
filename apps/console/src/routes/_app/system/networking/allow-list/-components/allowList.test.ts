import { describe, expect, it } from 'vitest';
import { allowListNets, validateAllowList } from './allowList';

describe('allowListNets', () => {
  it('reads one network per line, trimmed, skipping blank lines', () => {
    expect(allowListNets(' 10.0.0.0/8 \n\n fd00::/48\n')).toEqual(['10.0.0.0/8', 'fd00::/48']);
  });
});

describe('validateAllowList', () => {
  it('accepts valid, distinct networks', () => {
    expect(validateAllowList('10.0.0.0/8\nfd00::/48')).toBeUndefined();
  });

  it('names the first bad network with the rule it breaks', () => {
    expect(validateAllowList('10.0.0.0/8\n10.0.0.0/33')).toBe('10.0.0.0/33: Max width for IPv4 is 32');
    expect(validateAllowList('10.0.0.0')).toBe(
      '10.0.0.0: Must contain an IP address and a width, separated by a /',
    );
    expect(validateAllowList('fd00::/x')).toBe('fd00::/x: Width must be an integer');
  });

  it('refuses a repeated network and an empty list', () => {
    expect(validateAllowList('10.0.0.0/8\n10.0.0.0/8')).toBe('Items must be unique');
    expect(validateAllowList('\n  \n')).toBe('Add at least one network, or allow any source');
  });
});
