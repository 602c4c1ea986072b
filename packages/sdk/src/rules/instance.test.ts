import { describe, expect, it } from 'vitest';
import { INSTANCE_RUN_STATES } from '../generated/enums.js';
import {
  INSTANCE_ACTION_STATES,
  type InstanceAction,
  type InstanceRunState,
  instanceCan,
  isDueForAutoRestart,
  isInstanceTransient,
} from './instance.js';

// Spec §4, restated here so a change to the table in instance.ts fails a test.
const SPEC_TABLE: [InstanceAction, InstanceRunState[]][] = [
  ['start', ['stopped', 'failed']],
  ['delete', ['stopped', 'failed']],
  ['resize', ['stopped', 'failed', 'creating']],
  ['updateBootDisk', ['stopped', 'failed', 'creating']],
  ['reboot', ['running']],
  ['stop', ['running', 'starting', 'rebooting', 'failed']],
  ['detachDisk', ['creating', 'stopped', 'failed']],
  ['attachDisk', ['creating', 'stopped']],
  ['updateNetworkInterface', ['stopped']],
  ['serialConsole', ['running', 'rebooting', 'migrating', 'repairing']],
  ['addToAffinityGroup', ['stopped']],
];

describe('instanceCan', () => {
  it('has exactly the actions of the spec table', () => {
    expect(Object.keys(INSTANCE_ACTION_STATES).sort()).toEqual(SPEC_TABLE.map(([a]) => a).sort());
    expect(Object.keys(instanceCan).sort()).toEqual(SPEC_TABLE.map(([a]) => a).sort());
  });

  const cases = SPEC_TABLE.flatMap(([action, allowed]) =>
    INSTANCE_RUN_STATES.map((state) => [action, state, allowed.includes(state)] as const),
  );
  it.each(cases)('%s when %s → %s', (action, runState, expected) => {
    expect(instanceCan[action]({ runState })).toBe(expected);
  });

  it.each(SPEC_TABLE)('%s exposes its allowed states for disabled reasons', (action, allowed) => {
    expect(instanceCan[action].states).toEqual(allowed);
  });
});

describe('isInstanceTransient', () => {
  const transient: InstanceRunState[] = ['creating', 'starting', 'rebooting', 'migrating', 'stopping'];
  it.each(INSTANCE_RUN_STATES.map((s) => [s, transient.includes(s)] as const))(
    '%s → %s',
    (runState, expected) => {
      expect(isInstanceTransient({ runState })).toBe(expected);
    },
  );
});

describe('isDueForAutoRestart', () => {
  const now = new Date('2026-07-31T12:00:00Z');
  const past = new Date('2026-07-31T11:59:59Z');
  const future = new Date('2026-07-31T12:00:01Z');
  it.each([
    ['failed, enabled, no cooldown', 'failed', true, undefined, true],
    ['failed, enabled, null cooldown', 'failed', true, null, true],
    ['failed, enabled, cooldown expired', 'failed', true, past, true],
    ['failed, enabled, cooldown running', 'failed', true, future, false],
    ['failed, enabled, cooldown expiring right now', 'failed', true, now, false],
    ['failed, disabled', 'failed', false, undefined, false],
    ['running, enabled', 'running', true, undefined, false],
    ['stopped, enabled, cooldown expired', 'stopped', true, past, false],
  ] as const)('%s → %s', (_label, runState, autoRestartEnabled, autoRestartCooldownExpiration, expected) => {
    expect(isDueForAutoRestart({ runState, autoRestartEnabled, autoRestartCooldownExpiration }, now)).toBe(
      expected,
    );
  });

  it('compares against the current time by default', () => {
    const instance = { runState: 'failed', autoRestartEnabled: true } as const;
    expect(
      isDueForAutoRestart({ ...instance, autoRestartCooldownExpiration: new Date(Date.now() - 1000) }),
    ).toBe(true);
    expect(
      isDueForAutoRestart({ ...instance, autoRestartCooldownExpiration: new Date(Date.now() + 60_000) }),
    ).toBe(false);
  });
});
