import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseIp, validateIp } from './ip';

const v4 = ['0.0.0.0', '1.2.3.4', '10.0.0.1', '192.168.1.255', '255.255.255.255', '100.64.0.0'];

const v6 = [
  '::',
  '::1',
  '1::',
  'fd00::1',
  'FD00::ABCD',
  '2001:db8::8a2e:370:7334',
  '2001:0db8:0000:0000:0000:ff00:0042:8329',
  '1:2:3:4:5:6:7:8',
  '1:2:3:4:5:6:7::',
  '::2:3:4:5:6:7:8',
  '1::8',
  '1:2:3::6:7:8',
  'fe80::1',
  '0:0:0:0:0:0:0:0',
  '::ffff:1.2.3.4',
  '::ffff:0:1.2.3.4',
  '::1.2.3.4',
  '64:ff9b::192.0.2.33',
  '1:2:3:4:5:6:1.2.3.4',
  '1::5:6:255.255.255.255',
];

const invalid = [
  '',
  ' ',
  ' 1.2.3.4',
  '1.2.3.4 ',
  '1.2.3',
  '1.2.3.4.5',
  '1.2.3.',
  '.1.2.3',
  '256.0.0.0',
  '1.2.3.256',
  '01.2.3.4',
  '1.2.3.04',
  '1.2.3.00',
  '1.2.3.-1',
  '1.2.3.+1',
  '1.2.3.0x1',
  '1.2.3.٤',
  'localhost',
  ':',
  ':::',
  '::::',
  ':1',
  '1:',
  ':1::',
  '1::2::3',
  '1:2:3:4:5:6:7',
  '1:2:3:4:5:6:7:8:9',
  '1:2:3:4:5:6:7:8::',
  '::1:2:3:4:5:6:7:8',
  '12345::',
  'g::1',
  '1:2:3:4:5:6:7:1.2.3.4',
  '1.2.3.4::',
  '::1.2.3.4:5',
  '::ffff:01.2.3.4',
  '::ffff:1.2.3',
  '::ffff:256.1.1.1',
  'fe80::1%eth0',
  'fe80::1%1',
  '[::1]',
  '::1/128',
];

describe('parseIp', () => {
  it.each(v4)('reads %j as IPv4', (address) => {
    expect(parseIp(address)).toEqual({ type: 'v4', address });
  });

  it.each(v6)('reads %j as IPv6', (address) => {
    expect(parseIp(address)).toEqual({ type: 'v6', address });
  });

  it.each(invalid)('rejects %j', (input) => {
    expect(parseIp(input)).toEqual({ type: 'error', message: 'Not a valid IP address' });
  });

  it('agrees with node:net on mutated addresses without zone ids', () => {
    const random = seededRandom(0x5eed);
    const alphabet = '0123456789abcdefABCDEF:.';
    const pick = (text: string) => text[Math.floor(random() * text.length)] ?? '';
    const mutate = (text: string) => {
      const at = Math.floor(random() * (text.length + 1));
      const op = Math.floor(random() * 4);
      if (op === 0) return text.slice(0, at) + text.slice(at + 1);
      if (op === 1) return text.slice(0, at) + pick(alphabet) + text.slice(at);
      if (op === 2) return text.slice(0, at) + pick(alphabet) + text.slice(at + 1);
      return text.slice(0, at) + text.slice(at - 2, at) + text.slice(at);
    };
    const seeds = [...v4, ...v6, ...invalid.filter((input) => !input.includes('%'))];
    const disagreements: string[] = [];
    for (let round = 0; round < 20_000; round += 1) {
      let input = seeds[round % seeds.length] ?? '';
      for (let steps = 1 + Math.floor(random() * 3); steps > 0; steps -= 1) input = mutate(input);
      const expected = { 0: 'error', 4: 'v4', 6: 'v6' }[isIP(input)];
      if (parseIp(input).type !== expected) disagreements.push(input);
    }
    expect(disagreements).toEqual([]);
  });
});

describe('validateIp', () => {
  it.each([
    ['10.0.0.1', undefined],
    ['::ffff:10.0.0.1', undefined],
    ['10.0.0.01', 'Not a valid IP address'],
    ['fe80::1%eth0', 'Not a valid IP address'],
  ])('gives %j → %j', (input, message) => {
    expect(validateIp(input)).toBe(message);
  });
});

/** Deterministic PRNG (mulberry32), so a failure always reproduces. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
