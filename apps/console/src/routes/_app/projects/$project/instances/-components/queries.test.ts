import type { Instance, InstanceRunState } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import { pollWhileTransient } from './queries';

const now = Date.parse('2026-07-31T12:00:00Z');
const instance = (runState: InstanceRunState, secondsAgo: number) =>
  ({ runState, timeRunStateUpdated: new Date(now - secondsAgo * 1000) }) as Instance;

describe('pollWhileTransient', () => {
  it('does not poll once every instance has settled', () => {
    expect(pollWhileTransient([instance('running', 5), instance('stopped', 5)], now)).toBe(false);
    expect(pollWhileTransient(undefined, now)).toBe(false);
  });

  it('polls every second while an instance is changing state', () => {
    expect(pollWhileTransient([instance('running', 5), instance('starting', 2)], now)).toBe(1000);
  });

  it('eases off when a transient state has lasted over a minute', () => {
    expect(pollWhileTransient([instance('stopping', 120)], now)).toBe(10_000);
  });
});
