import { describe, expect, it } from 'vitest';
import {
  createNameGenerator,
  defaultBootDiskName,
  generateName,
  MAX_NAME_LENGTH,
  validateName,
} from './names';

describe('validateName', () => {
  it.each([
    'a',
    'abc',
    'abc-123',
    'a123',
    'my-disk-2',
    'a--b',
    'myDisk2',
    'a'.repeat(63),
    'x123e4567-e89b-12d3-a456-426614174000',
  ])('accepts %j', (name) => {
    expect(validateName(name)).toBeUndefined();
  });

  it.each([
    ['', 'Must not be empty'],
    ['a'.repeat(64), 'Must be 63 characters or fewer'],
    ['1abc', 'Must start with a lower-case letter'],
    ['-abc', 'Must start with a lower-case letter'],
    ['Abc', 'Must start with a lower-case letter'],
    [' abc', 'Must start with a lower-case letter'],
    ['a_c', 'Can only contain letters, numbers, and dashes'],
    ['a.c', 'Can only contain letters, numbers, and dashes'],
    ['abc ', 'Can only contain letters, numbers, and dashes'],
    ['aécc', 'Can only contain letters, numbers, and dashes'],
    ['abc-', 'Must not end with a dash'],
    ['a-', 'Must not end with a dash'],
    ['a23e4567-e89b-12d3-a456-426614174000', 'Must not be a UUID'],
    ['f0000000-0000-0000-0000-000000000000', 'Must not be a UUID'],
    ['123e4567-e89b-12d3-a456-426614174000', 'Must start with a lower-case letter'],
  ])('rejects %j with %j', (name, message) => {
    expect(validateName(name)).toBe(message);
  });

  it('checks length before characters', () => {
    expect(validateName(`1${'_'.repeat(63)}`)).toBe('Must be 63 characters or fewer');
  });
});

describe('generateName', () => {
  const fixed = (value: number) => createNameGenerator(() => value);

  it.each([
    [0, 'disk-snap-000000'],
    [0.5, 'disk-snap-800000'],
    [0.999_999_99, 'disk-snap-ffffff'],
    [0x00abcd / 0x1000000, 'disk-snap-00abcd'],
  ])('draws the suffix from the random source (%f)', (random, name) => {
    expect(fixed(random)('disk', 'snap')).toBe(name);
  });

  it('shortens long parts evenly to fit 63 characters', () => {
    const name = fixed(0)('a'.repeat(100), 'b'.repeat(100));
    expect(name).toBe(`${'a'.repeat(27)}-${'b'.repeat(28)}-000000`);
    expect(name).toHaveLength(MAX_NAME_LENGTH);
  });

  it('gives room a short part leaves to the long ones', () => {
    const name = fixed(0)('db', 'x'.repeat(100), 'y'.repeat(100));
    expect(name).toBe(`db-${'x'.repeat(26)}-${'y'.repeat(26)}-000000`);
    expect(name).toHaveLength(63);
  });

  it('leaves parts that already fit alone', () => {
    expect(fixed(0.25)('instance', 'boot', 'disk')).toBe('instance-boot-disk-400000');
  });

  it('uses the whole budget with a single long part', () => {
    expect(fixed(0)('z'.repeat(80))).toBe(`${'z'.repeat(56)}-000000`);
  });

  it('skips empty parts instead of doubling hyphens', () => {
    expect(fixed(0)('disk', '', 'snap')).toBe('disk-snap-000000');
  });

  it('is only the suffix without parts', () => {
    expect(fixed(0)()).toBe('000000');
  });

  it('never exceeds 63 characters, however many parts', () => {
    const parts = Array.from({ length: 80 }, (_, index) => `part${index}`);
    for (const count of [1, 2, 5, 20, 28, 29, 57, 58, 80]) {
      expect(fixed(0)(...parts.slice(0, count)).length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    }
  });

  it('makes valid names from valid parts with the default random source', () => {
    const name = generateName('my-instance', 'disk');
    expect(name).toMatch(/^my-instance-disk-[0-9a-f]{6}$/);
    expect(validateName(name)).toBeUndefined();
  });
});

describe('defaultBootDiskName', () => {
  it('is NAME-disk- and a suffix, a valid name within 63 characters however long the instance name', () => {
    expect(
      defaultBootDiskName(
        'web-1',
        createNameGenerator(() => 0.25),
      ),
    ).toBe('web-1-disk-400000');
    expect(defaultBootDiskName('web-1')).toMatch(/^web-1-disk-[0-9a-f]{6}$/);
    const long = defaultBootDiskName('a'.repeat(63));
    expect(long.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect(validateName(long)).toBeUndefined();
    expect(long).toMatch(/^a+-disk-[0-9a-f]{6}$/);
  });
});
