import { describe, expect, it } from 'vitest';
import { validateIpv4Net, validateIpv6Net } from './blocks';

describe('block validation', () => {
  it.each([
    ['10.0.0.0/24', undefined],
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/2a', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/64', 'Must be an IPv4 network'],
    ['', undefined],
  ])('IPv4 %j → %s', (value, message) => {
    expect(validateIpv4Net(value)).toBe(message);
  });

  it.each([
    ['fd00:1122:3344::/48', undefined],
    ['fd00::/129', 'Max width for IPv6 is 128'],
    ['10.0.0.0/8', 'Must be an IPv6 network'],
  ])('IPv6 %j → %s', (value, message) => {
    expect(validateIpv6Net(value)).toBe(message);
  });
});
