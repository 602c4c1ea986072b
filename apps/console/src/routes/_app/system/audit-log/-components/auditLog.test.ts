import { describe, expect, it } from 'vitest';
import { actorLabel, actorSiloIds } from '~/components/auditActors';
import { defaultStart, filterByActor } from './auditLog';

const names = {
  users: new Map([
    ['u1', 'Hannah Arendt'],
    ['b1', 'internal-api'],
  ]),
  silos: new Map([['s1', 'maze-war']]),
};

describe('actorLabel', () => {
  it('names silo users with their silo, and falls back to ids', () => {
    expect(actorLabel({ kind: 'silo_user', siloId: 's1', siloUserId: 'u1' }, names)).toBe(
      'Hannah Arendt (maze-war)',
    );
    expect(actorLabel({ kind: 'silo_user', siloId: 's2', siloUserId: 'u9' }, names)).toBe('u9 (s2)');
  });

  it('names built-in users, SCIM clients and anonymous requests', () => {
    expect(actorLabel({ kind: 'user_builtin', userBuiltinId: 'b1' }, names)).toBe('internal-api');
    expect(actorLabel({ kind: 'scim', siloId: 's1' }, names)).toBe('SCIM client (maze-war)');
    expect(actorLabel({ kind: 'unauthenticated' }, names)).toBe('Unauthenticated');
  });
});

describe('actorSiloIds', () => {
  it('lists the silos of silo-user actors once each', () => {
    expect(
      actorSiloIds([
        { actor: { kind: 'silo_user', siloId: 's1', siloUserId: 'u1' } },
        { actor: { kind: 'scim', siloId: 's2' } },
        { actor: { kind: 'silo_user', siloId: 's1', siloUserId: 'u2' } },
        { actor: { kind: 'silo_user', siloId: 's3', siloUserId: 'u3' } },
      ]),
    ).toEqual(['s1', 's3']);
  });
});

describe('filterByActor', () => {
  const entries = [
    { id: 1, actor: { kind: 'silo_user' as const, siloId: 's1', siloUserId: 'u1' } },
    { id: 2, actor: { kind: 'unauthenticated' as const } },
  ];

  it('keeps entries whose actor label contains the filter, ignoring case', () => {
    expect(filterByActor(entries, 'hannah', names).map((entry) => entry.id)).toEqual([1]);
    expect(filterByActor(entries, 'MAZE', names).map((entry) => entry.id)).toEqual([1]);
    expect(filterByActor(entries, 'unauth', names).map((entry) => entry.id)).toEqual([2]);
  });

  it('keeps everything for a blank filter', () => {
    expect(filterByActor(entries, '  ', names)).toHaveLength(2);
  });
});

describe('time range', () => {
  it('defaults to the last 24 hours', () => {
    expect(defaultStart(new Date('2026-03-02T12:00:00Z'))).toBe('2026-03-01T12:00:00.000Z');
  });
});
