import { describe, expect, it } from 'vitest';
import { validateUniqueItems } from './lists';

describe('validateUniqueItems', () => {
  it.each([
    [[], undefined],
    [['a'], undefined],
    [['a', 'b', 'c'], undefined],
    [['a', 'b', 'a'], 'Items must be unique'],
    [[80, 80], 'Items must be unique'],
    [['80', 80], undefined],
  ])('%j → %j', (items: unknown[], message) => {
    expect(validateUniqueItems(items)).toBe(message);
  });

  it('compares objects by the given key', () => {
    const rules = [{ name: 'allow-ssh' }, { name: 'allow-http' }, { name: 'allow-ssh' }];
    expect(validateUniqueItems(rules, (rule) => rule.name)).toBe('Items must be unique');
    expect(validateUniqueItems(rules.slice(0, 2), (rule) => rule.name)).toBeUndefined();
  });

  it('does not treat equal-looking objects as duplicates without a key', () => {
    expect(validateUniqueItems([{ name: 'a' }, { name: 'a' }])).toBeUndefined();
  });
});
