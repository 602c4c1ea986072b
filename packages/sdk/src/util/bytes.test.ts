import { describe, expect, it } from 'vitest';
import { bytesToUnit, formatBytes, GIB, KIB, MIB, PIB, TIB } from './bytes.js';

describe('unit constants are powers of 1024', () => {
  it.each([
    [KIB, 1024],
    [MIB, 1_048_576],
    [GIB, 1_073_741_824],
    [TIB, 1_099_511_627_776],
    [PIB, 1_125_899_906_842_624],
  ])('%i === %i', (constant, expected) => {
    expect(constant).toBe(expected);
  });
});

describe('bytesToUnit', () => {
  it.each([
    [0, { value: 0, unit: 'B' }],
    [1023, { value: 1023, unit: 'B' }],
    [1024, { value: 1, unit: 'KiB' }],
    [1536, { value: 1.5, unit: 'KiB' }],
    [1000 * 1024, { value: 1000, unit: 'KiB' }],
    [MIB, { value: 1, unit: 'MiB' }],
    [20 * GIB, { value: 20, unit: 'GiB' }],
    [3 * TIB, { value: 3, unit: 'TiB' }],
    [PIB, { value: 1, unit: 'PiB' }],
    // PiB is the largest unit, so larger counts stay in PiB.
    [2048 * PIB, { value: 2048, unit: 'PiB' }],
  ])('%i bytes → %o', (bytes, expected) => {
    expect(bytesToUnit(bytes)).toEqual(expected);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1536, '1.5 KiB'],
    [1.5 * GIB, '1.5 GiB'],
    [GIB + 1, '1 GiB'],
    [(1 / 3) * TIB, '341.33 GiB'],
    [2048 * PIB, '2,048 PiB'],
  ])('%i → %j', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});
