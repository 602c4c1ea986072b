import { describe, expect, it } from 'vitest';
import { formatUserCode, isCompleteDeviceCode, pasteDeviceCode, sanitizeDeviceCodeBox } from './device-code';

describe('sanitizeDeviceCodeBox', () => {
  it.each([
    ['a', 'A'],
    ['Z', 'Z'],
    ['', ''],
    ['1', ''],
    ['-', ''],
    [' ', ''],
    ['é', ''],
    ['AB', 'B'],
    ['Ax', 'X'],
    ['A1', ''],
  ])('turns %j into %j', (input, box) => {
    expect(sanitizeDeviceCodeBox(input)).toBe(box);
  });
});

describe('pasteDeviceCode', () => {
  it.each([
    ['abcdefgh', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']],
    ['ABCD-EFGH', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']],
    [' abcd efgh\n', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']],
    ['abcdefghijk', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']],
    ['a1b2', ['A', 'B', '', '', '', '', '', '']],
    ['1234', ['', '', '', '', '', '', '', '']],
    ['', ['', '', '', '', '', '', '', '']],
  ])('fills the boxes from %j', (text, boxes) => {
    expect(pasteDeviceCode(text)).toEqual(boxes);
  });
});

describe('isCompleteDeviceCode', () => {
  it.each([
    ['ABCDEFGH', true],
    ['abcdEFGH', true],
    ['ABCDEFG', false],
    ['ABCDEFGHI', false],
    ['ABCD-EFGH', false],
    ['ABCDEFG1', false],
    ['ABCDEFG ', false],
    ['', false],
  ])('%j → %j', (code, complete) => {
    expect(isCompleteDeviceCode(code)).toBe(complete);
  });
});

describe('formatUserCode', () => {
  it.each([
    ['ABCDEFGH', 'ABCD-EFGH'],
    ['abcdefgh', 'ABCD-EFGH'],
    ['ABCD-EFGH', 'ABCD-EFGH'],
    ['abcd efgh', 'ABCD-EFGH'],
    ['ABCDEFGHIJ', 'ABCD-EFGH'],
    ['ABCDE', 'ABCD-E'],
    ['ABCD', 'ABCD'],
    ['AB', 'AB'],
    ['', ''],
  ])('formats %j as %j', (code, formatted) => {
    expect(formatUserCode(code)).toBe(formatted);
  });

  it('formats the joined boxes', () => {
    expect(formatUserCode(pasteDeviceCode('wxyz-qrst').join(''))).toBe('WXYZ-QRST');
  });
});
