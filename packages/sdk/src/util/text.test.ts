import { describe, expect, it } from 'vitest';
import { capitalize, joinList, truncate } from './text.js';

describe('capitalize', () => {
  it.each([
    ['not found: project "foo"', 'Not found: project "foo"'],
    ['Already upper', 'Already upper'],
    ['', ''],
    ['x', 'X'],
  ])('%j → %j', (input, expected) => {
    expect(capitalize(input)).toBe(expected);
  });
});

describe('truncate', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly-10', 10, 'exactly-10'],
    ['eleven-char', 10, 'eleven-c…'],
    ['abcdefghijklmnop', 5, 'abc…'],
    ['', 3, ''],
    // Code points, not UTF-16 units: the emoji is kept whole.
    ['😀😀😀😀', 3, '😀…'],
  ])('truncate(%j, %i) → %j', (text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected);
  });
});

describe('joinList', () => {
  it.each([
    [[], 'or', ''],
    [['stopped'], 'or', 'stopped'],
    [['stopped', 'failed'], 'or', 'stopped or failed'],
    [['creating', 'stopped', 'failed'], 'or', 'creating, stopped or failed'],
    [['subnet', 'router', 'gateway'], 'and', 'subnet, router and gateway'],
  ] as const)('%j with %s → %j', (items, conjunction, expected) => {
    expect(joinList(items, conjunction)).toBe(expected);
  });
});
