import { describe, expect, it } from 'vitest';
import { parseIpNet, validateIpNet } from './ip-net';

describe('parseIpNet', () => {
  it.each([
    ['192.168.1.0/24', 'v4', '192.168.1.0', 24],
    ['10.0.0.0/8', 'v4', '10.0.0.0', 8],
    ['0.0.0.0/0', 'v4', '0.0.0.0', 0],
    ['1.2.3.4/32', 'v4', '1.2.3.4', 32],
    ['10.0.0.0/08', 'v4', '10.0.0.0', 8],
    ['10.0.0.0/0032', 'v4', '10.0.0.0', 32],
    ['fd12:3456::/64', 'v6', 'fd12:3456::', 64],
    ['::/0', 'v6', '::', 0],
    ['::1/128', 'v6', '::1', 128],
    ['::ffff:10.0.0.0/104', 'v6', '::ffff:10.0.0.0', 104],
  ])('reads %j', (input, type, address, width) => {
    expect(parseIpNet(input)).toEqual({ type, address, width });
  });

  it.each([
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['', 'Must contain an IP address and a width, separated by a /'],
    ['a/b/c', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0//8', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/8/8', 'Must contain an IP address and a width, separated by a /'],
    ['a/b', 'Not a valid IP address'],
    ['/24', 'Not a valid IP address'],
    ['010.0.0.0/8', 'Not a valid IP address'],
    ['fe80::1%eth0/64', 'Not a valid IP address'],
    [' 10.0.0.0/8', 'Not a valid IP address'],
    ['10.0.0.0/', 'Width must be an integer'],
    ['10.0.0.0/x', 'Width must be an integer'],
    ['10.0.0.0/-1', 'Width must be an integer'],
    ['10.0.0.0/+8', 'Width must be an integer'],
    ['10.0.0.0/8.0', 'Width must be an integer'],
    ['10.0.0.0/ 8', 'Width must be an integer'],
    ['10.0.0.0/8 ', 'Width must be an integer'],
    ['10.0.0.0/1e1', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['10.0.0.0/128', 'Max width for IPv4 is 32'],
    ['10.0.0.0/99999999999999999999', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
    ['::ffff:1.2.3.4/200', 'Max width for IPv6 is 128'],
  ])('rejects %j with %j', (input, message) => {
    expect(parseIpNet(input)).toEqual({ type: 'error', message });
  });
});

describe('validateIpNet', () => {
  it.each([
    ['10.0.0.0/08', undefined],
    ['a/b/c', 'Must contain an IP address and a width, separated by a /'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
  ])('gives %j → %j', (input, message) => {
    expect(validateIpNet(input)).toBe(message);
  });
});
