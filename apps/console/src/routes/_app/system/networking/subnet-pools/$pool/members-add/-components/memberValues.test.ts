import { describe, expect, it } from 'vitest';
import { memberAddBody, validateMemberSubnet, validatePrefixBounds } from './memberValues';

describe('validateMemberSubnet', () => {
  it.each([
    ['100.72.64.0/20', 'v4', undefined],
    [' fd00:2000::/48 ', 'v6', undefined],
    ['100.72.64.0', 'v4', 'Must contain an IP address and a width, separated by a /'],
    ['100.72.64.0/x', 'v4', 'Width must be an integer'],
    ['100.72.64.0/33', 'v4', 'Max width for IPv4 is 32'],
    ['100.72.300.0/24', 'v4', 'Not a valid IP address'],
    ['fd00::/48', 'v4', 'Must be an IPv4 subnet'],
    ['10.0.0.0/8', 'v6', 'Must be an IPv6 subnet'],
  ] as const)('%s in a %s pool: %s', (subnet, version, message) => {
    expect(validateMemberSubnet(subnet, version)).toBe(message);
  });
});

describe('validatePrefixBounds', () => {
  const subnet = '100.72.64.0/20';
  it('accepts bounds within the subnet and an address, in order, or none', () => {
    expect(validatePrefixBounds({ subnet }, 'v4')).toBeUndefined();
    expect(validatePrefixBounds({ subnet, minPrefixLength: 20, maxPrefixLength: 32 }, 'v4')).toBeUndefined();
    expect(validatePrefixBounds({ subnet, minPrefixLength: Number.NaN }, 'v4')).toBeUndefined();
  });

  it('refuses a bound shorter than the subnet, longer than an address, fractional, or out of order', () => {
    const range = 'Prefix lengths must be whole numbers from 20 to 32';
    expect(validatePrefixBounds({ subnet, minPrefixLength: 19 }, 'v4')).toBe(range);
    expect(validatePrefixBounds({ subnet, maxPrefixLength: 33 }, 'v4')).toBe(range);
    expect(validatePrefixBounds({ subnet, maxPrefixLength: 24.5 }, 'v4')).toBe(range);
    expect(validatePrefixBounds({ subnet: 'fd00::/48', maxPrefixLength: 129 }, 'v6')).toBe(
      'Prefix lengths must be whole numbers from 48 to 128',
    );
    expect(validatePrefixBounds({ subnet, minPrefixLength: 28, maxPrefixLength: 24 }, 'v4')).toBe(
      'Minimum prefix length must not exceed the maximum',
    );
  });
});

describe('memberAddBody', () => {
  it('sends the block as address/width and only the bounds given', () => {
    expect(memberAddBody({ subnet: ' 100.72.64.0/020 ', maxPrefixLength: Number.NaN })).toEqual({
      subnet: '100.72.64.0/20',
    });
    expect(memberAddBody({ subnet: 'fd00::/48', minPrefixLength: 56, maxPrefixLength: 64 })).toEqual({
      subnet: 'fd00::/48',
      minPrefixLength: 56,
      maxPrefixLength: 64,
    });
  });
});
