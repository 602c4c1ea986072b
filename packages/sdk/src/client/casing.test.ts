import { describe, expect, it } from 'vitest';
import { camelToSnake, fromWire, isTimestampKey, snakeToCamel, toWire } from './casing.js';

describe('key conversion', () => {
  it.each([
    ['timeCreated', 'time_created'],
    ['ipv4Block', 'ipv4_block'],
    ['name', 'name'],
    ['autoRestartCooldownExpiration', 'auto_restart_cooldown_expiration'],
  ])('%s ⇄ %s', (camel, snake) => {
    expect(camelToSnake(camel)).toBe(snake);
    expect(snakeToCamel(snake)).toBe(camel);
  });

  it('converts nested objects and arrays both ways', () => {
    const wire = { boot_disk: { disk_source: [{ image_id: 'x' }] }, next_page: null };
    const camel = { bootDisk: { diskSource: [{ imageId: 'x' }] }, nextPage: null };
    expect(fromWire(wire)).toEqual(camel);
    expect(toWire(camel)).toEqual(wire);
  });
});

describe('timestamp keys (spec §7)', () => {
  it.each([
    ['time_created', true],
    ['time_modified', true],
    ['start_time', true],
    ['auto_restart_cooldown_expiration', true],
    ['timestamp', true],
    ['timestamps', false],
    ['timeout', false],
    ['created', false],
  ])('%s → %s', (key, expected) => {
    expect(isTimestampKey(key)).toBe(expected);
  });

  it('only revives UTC ISO strings', () => {
    expect(fromWire({ time_created: '2026-01-01T00:00:00+01:00' })).toEqual({
      timeCreated: '2026-01-01T00:00:00+01:00',
    });
    expect(fromWire({ time_created: '2026-13-45T00:00:00Z' })).toEqual({
      timeCreated: '2026-13-45T00:00:00Z',
    });
  });
});
