import { describe, expect, it } from 'vitest';
import { formatPortRange, MAX_PORT, parsePortRange, validatePortRange } from './ports';

describe('parsePortRange', () => {
  it.each([
    ['80', [80, 80]],
    ['22-53', [22, 53]],
    ['6667-7000', [6667, 7000]],
    ['  80  ', [80, 80]],
    ['\t22-53\n', [22, 53]],
    ['1', [1, 1]],
    ['65535', [65535, 65535]],
    ['1-65535', [1, 65535]],
    ['443-443', [443, 443]],
    ['080', [80, 80]],
    ['00443', [443, 443]],
  ])('accepts %j as %j', (input, value) => {
    expect(parsePortRange(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'Not a valid port range'],
    ['   ', 'Not a valid port range'],
    ['abc', 'Not a valid port range'],
    ['80-', 'Not a valid port range'],
    ['-80', 'Not a valid port range'],
    ['80 - 90', 'Not a valid port range'],
    ['80-90-100', 'Not a valid port range'],
    ['123456', 'Not a valid port range'],
    ['1-123456', 'Not a valid port range'],
    ['0x50', 'Not a valid port range'],
    ['8.5', 'Not a valid port range'],
    ['+80', 'Not a valid port range'],
    ['٨٠', 'Not a valid port range'],
    ['65536', 'Port must be between 1 and 65535'],
    ['99999', 'Port must be between 1 and 65535'],
    ['65535-65536', 'Port must be between 1 and 65535'],
    ['0', 'Port must be between 1 and 65535'],
    ['0-20', 'Port must be between 1 and 65535'],
    ['10-5', 'End of range must not be below the start'],
    ['  200-100 ', 'End of range must not be below the start'],
  ])('rejects %j with %j', (input, message) => {
    expect(parsePortRange(input)).toEqual({ ok: false, message });
  });

  it('puts the 16-bit limit in one constant', () => {
    expect(MAX_PORT).toBe(65535);
  });
});

describe('validatePortRange', () => {
  it.each([
    ['  80  ', undefined],
    ['10-5', 'End of range must not be below the start'],
    ['65536', 'Port must be between 1 and 65535'],
    ['x', 'Not a valid port range'],
  ])('gives %j → %j', (input, message) => {
    expect(validatePortRange(input)).toBe(message);
  });
});

describe('formatPortRange', () => {
  it.each([
    [[80, 80] as const, '80'],
    [[22, 53] as const, '22-53'],
  ])('formats %j as %j', (range, text) => {
    expect(formatPortRange(range)).toBe(text);
  });

  it('normalises what the user typed', () => {
    const result = parsePortRange(' 0080-0090 ');
    expect(result.ok && formatPortRange(result.value)).toBe('80-90');
  });
});
