import type { AuditLogEntry } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import { type EventSubject, entryConcerns } from './resourceEvents';

const created = new Date('2026-11-27T10:00:00.500Z');
const db1: EventSubject = { kind: 'instance', project: 'p', name: 'db1', id: 'i-1', timeCreated: created };
const vpc: EventSubject = { kind: 'vpc', project: 'p', name: 'net', id: 'v-1', timeCreated: created };
const project: EventSubject = { kind: 'project', project: 'p', name: 'p', id: 'p-1', timeCreated: created };

const entry = (
  requestUri: string,
  operationId = 'any',
  timeStarted = new Date('2026-11-27T11:00:00Z'),
  timeCompleted = timeStarted,
) => ({ requestUri, operationId, timeStarted, timeCompleted }) as AuditLogEntry;

describe('entryConcerns', () => {
  it('takes the subject’s own calls, by name or id, in its project', () => {
    expect(entryConcerns(entry('/v1/instances/db1/stop?project=p'), db1)).toBe(true);
    expect(entryConcerns(entry('/v1/instances/i-1'), db1)).toBe(true);
    expect(entryConcerns(entry('/v1/instances/db1?project=other'), db1)).toBe(false);
    expect(entryConcerns(entry('/v1/instances/db10/stop?project=p'), db1)).toBe(false);
    expect(entryConcerns(entry('/v1/disks/db1?project=p'), db1)).toBe(false);
  });

  it('takes calls that name the subject in their query: a VPC’s subnets, anything in a project', () => {
    expect(entryConcerns(entry('/v1/vpc-subnets?project=p&vpc=net'), vpc)).toBe(true);
    expect(entryConcerns(entry('/v1/vpc-subnets?project=q&vpc=net'), vpc)).toBe(false);
    expect(entryConcerns(entry('/v1/instances/db1/stop?project=p'), project)).toBe(true);
    expect(entryConcerns(entry('/v1/projects/p'), project)).toBe(true);
    expect(entryConcerns(entry('/v1/instances/db1/stop?project=q'), project)).toBe(false);
  });

  it('takes the create call of its kind in its project that was running when the subject came to be', () => {
    const start = new Date('2026-11-27T10:00:00Z');
    const end = new Date('2026-11-27T10:00:01Z');
    expect(entryConcerns(entry('/v1/instances?project=p', 'instance_create', start, end), db1)).toBe(true);
    expect(entryConcerns(entry('/v1/instances?project=q', 'instance_create', start, end), db1)).toBe(false);
    expect(entryConcerns(entry('/v1/disks?project=p', 'disk_create', start, end), db1)).toBe(false);
    const later = new Date('2026-11-27T10:00:02Z');
    expect(entryConcerns(entry('/v1/instances?project=p', 'instance_create', end, later), db1)).toBe(false);
  });
});
