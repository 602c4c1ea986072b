import { describe, expect, it } from 'vitest';
import { DiskState } from '../contract/index.js';
import { DISK_STATES } from '../generated/enums.js';
import { DISK_ACTION_STATES, type DiskAction, type DiskStateName, diskCan, isDiskTransient } from './disk.js';

// Spec §4, restated here so a change to the table in disk.ts fails a test.
const SPEC_TABLE: [DiskAction, DiskStateName[]][] = [
  ['delete', ['detached', 'faulted']],
  ['snapshot', ['attached', 'detached']],
  ['attach', ['creating', 'detached']],
  ['detach', ['attached']],
  ['setAsBootDisk', ['attached']],
];

const disk = (state: DiskStateName) => ({ state: { state } });

describe('DISK_STATES', () => {
  it("is every state tag of the contract's DiskState, the seven spec states among them", () => {
    expect(DISK_STATES).toEqual(DiskState.options.map((option) => option.shape.state.value));
    expect(DISK_STATES).toEqual(
      expect.arrayContaining([
        'attached',
        'detached',
        'creating',
        'attaching',
        'detaching',
        'finalizing',
        'faulted',
      ]),
    );
  });
});

describe('diskCan', () => {
  it('has exactly the actions of the spec table', () => {
    expect(Object.keys(DISK_ACTION_STATES).sort()).toEqual(SPEC_TABLE.map(([a]) => a).sort());
    expect(Object.keys(diskCan).sort()).toEqual(SPEC_TABLE.map(([a]) => a).sort());
  });

  const cases = SPEC_TABLE.flatMap(([action, allowed]) =>
    DISK_STATES.map((state) => [action, state, allowed.includes(state)] as const),
  );
  it.each(cases)('%s when %s → %s', (action, state, expected) => {
    expect(diskCan[action](disk(state))).toBe(expected);
  });

  it.each(SPEC_TABLE)('%s exposes its allowed states for disabled reasons', (action, allowed) => {
    expect(diskCan[action].states).toEqual(allowed);
  });

  it('reads the state of an attached disk as the platform nests it', () => {
    const attached = { name: 'data', state: { state: 'attached' as const, instance: 'e8c1f2d4' } };
    expect(diskCan.detach(attached)).toBe(true);
  });
});

describe('isDiskTransient', () => {
  const transient: DiskStateName[] = ['attaching', 'creating', 'detaching', 'finalizing'];
  it.each(DISK_STATES.map((s) => [s, transient.includes(s)] as const))('%s → %s', (state, expected) => {
    expect(isDiskTransient(disk(state))).toBe(expected);
  });
});
