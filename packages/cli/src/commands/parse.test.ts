import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { externalIpArg } from './instance';
import { collect, integerArg, ipNetArg, nameArg, parseBytes } from './parse';

describe('parseBytes', () => {
  it.each([
    ['1073741824', 1024 ** 3],
    ['4GiB', 4 * 1024 ** 3],
    ['4 GiB', 4 * 1024 ** 3],
    ['4g', 4 * 1024 ** 3],
    ['512MiB', 512 * 1024 ** 2],
    ['1.5GiB', 1.5 * 1024 ** 3],
    ['2TB', 2 * 1024 ** 4],
  ])('reads %s in binary units', (input, bytes) => {
    expect(parseBytes(input)).toBe(bytes);
  });

  it.each(['', 'lots', '4 parsecs', '-1GiB', '0', '0.5'])('refuses %j', (input) => {
    expect(() => parseBytes(input)).toThrow(InvalidArgumentError);
  });
});

describe('argument parsers', () => {
  it('checks names with the platform rule', () => {
    expect(nameArg('web-1')).toBe('web-1');
    expect(() => nameArg('web-')).toThrow('Must not end with a dash.');
  });

  it('checks whole numbers within bounds', () => {
    expect(integerArg(1, 64)('8')).toBe(8);
    expect(() => integerArg(1, 64)('65')).toThrow('Must be from 1 to 64.');
    expect(() => integerArg(1, 64)('2.5')).toThrow('Must be a whole number.');
  });

  it('checks IP networks', () => {
    expect(ipNetArg('10.0.0.0/8')).toBe('10.0.0.0/8');
    expect(() => ipNetArg('10.0.0.0')).toThrow('Must contain an IP address and a width, separated by a /.');
  });

  it('collects repeated options', () => {
    const parse = collect(String);
    expect(parse('b', parse('a', undefined))).toEqual(['a', 'b']);
  });

  it('reads external addresses for new instances', () => {
    expect(externalIpArg('ephemeral')).toEqual({
      type: 'ephemeral',
      poolSelector: { type: 'auto', ipVersion: null },
    });
    expect(externalIpArg('ephemeral:public')).toEqual({
      type: 'ephemeral',
      poolSelector: { type: 'explicit', pool: 'public' },
    });
    expect(externalIpArg('floating:edge')).toEqual({ type: 'floating', floatingIp: 'edge' });
    expect(() => externalIpArg('floating')).toThrow(InvalidArgumentError);
    expect(() => externalIpArg('static:1.2.3.4')).toThrow(InvalidArgumentError);
  });
});
