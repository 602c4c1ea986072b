import { describe, expect, it } from 'vitest';
import { toQueryString } from './query.js';

describe('toQueryString', () => {
  it.each([
    [{}, ''],
    [undefined, ''],
    [{ project: 'p' }, 'project=p'],
    [{ pageToken: 'x y' }, 'page_token=x%20y'],
    [{ a: null, b: undefined, c: 0, d: false }, 'c=0&d=false'],
    [{ ids: ['a', 'b'] }, 'ids=a&ids=b'],
    [{ ids: ['a', null, 'b'] }, 'ids=a&ids=b'],
    [{ startTime: new Date('2026-01-01T00:00:00Z') }, 'start_time=2026-01-01T00%3A00%3A00.000Z'],
    [{ 'weird key': 'a=b&c' }, 'weird%20key=a%3Db%26c'],
  ])('%j → %s', (query, expected) => {
    expect(toQueryString(query)).toBe(expected);
  });
});
