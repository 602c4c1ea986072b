import type { AuditLogEntry } from '@rackconsole/sdk';
import { ALL_ITEMS } from '~/constants';
import { apiQuery } from './queries';

/** A resource whose history the Events tab shows: what kind, where, its name and id, when it was made. */
export interface EventSubject {
  kind: 'instance' | 'disk' | 'vpc' | 'project';
  /** The project holding it (a project: its own name). */
  project: string;
  name: string;
  id: string;
  timeCreated: Date;
}

/** The first path segment of each kind's own calls, and the query key other calls name it by. */
const PATHS = { instance: 'instances', disk: 'disks', vpc: 'vpcs', project: 'projects' } as const;
const SELECTOR_KEYS = { instance: 'instance', disk: 'disk', vpc: 'vpc', project: 'project' } as const;

/**
 * Whether an audit-log entry is about the subject. The log records the request's path and query only: the
 * subject's own calls (`/v1/instances/db1/start?project=p`, or by id), calls under it that name it in their query
 * (`/v1/vpc-subnets?project=p&vpc=v`; for a project, any call in it), and its create call, which names it in the
 * body only: a create of its kind in its project that was running when the subject came to be.
 */
export function entryConcerns(entry: AuditLogEntry, subject: EventSubject): boolean {
  const uri = new URL(entry.requestUri, 'http://rack');
  const [, version, kind, selector] = uri.pathname.split('/').map(decodeURIComponent);
  if (version !== 'v1') return false;
  const named = (value: string | null | undefined) => value === subject.name || value === subject.id;
  const project = uri.searchParams.get('project');
  const inProject = subject.kind === 'project' || project === subject.project || project === null;
  if (kind === PATHS[subject.kind] && selector !== undefined) return named(selector) && inProject;
  if (named(uri.searchParams.get(SELECTOR_KEYS[subject.kind]))) return inProject;
  const created = subject.timeCreated.getTime();
  return (
    entry.operationId === `${subject.kind}_create` &&
    (subject.kind === 'project' || project === subject.project) &&
    entry.timeStarted.getTime() <= created &&
    created <= entry.timeCompleted.getTime()
  );
}

/** The audit log since the subject was made, newest first, from which its entries are picked. */
export const resourceEventsQuery = (subject: EventSubject) =>
  apiQuery('auditLogList', {
    query: {
      // A create call starts a moment before its resource exists.
      startTime: new Date(subject.timeCreated.getTime() - 60_000),
      sortBy: 'time_and_id_descending',
      limit: ALL_ITEMS,
    },
  });
