import { describe, expect, it } from 'vitest';
import { diskStateReason, firstReason, instanceStateReason } from './reasons';

describe('instanceStateReason', () => {
  it('names the allowed states when the action is refused', () => {
    expect(instanceStateReason('start', { runState: 'running' })).toBe(
      'Only stopped or failed instances can be started',
    );
    expect(instanceStateReason('serialConsole', { runState: 'stopped' })).toBe(
      'Only running, rebooting, migrating or repairing instances have a serial console',
    );
  });

  it('gives no reason when the action is allowed', () => {
    expect(instanceStateReason('stop', { runState: 'starting' })).toBeUndefined();
  });
});

describe('diskStateReason', () => {
  it('names the allowed disk states', () => {
    expect(diskStateReason('detach', { state: { state: 'detached' } })).toBe(
      'Only attached disks can be detached',
    );
    expect(diskStateReason('snapshot', { state: { state: 'attached' } })).toBeUndefined();
  });
});

describe('firstReason', () => {
  it('keeps the first reason given', () => {
    expect(firstReason(undefined, false, 'Action not authorized', 'later')).toBe('Action not authorized');
    expect(firstReason(undefined, false)).toBeUndefined();
  });
});
