import * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import { flat, newId } from '../../store/ids';
import type { Tables } from '../../store/tables';
import type { Actor, AuditRetention } from '../core/context';

export type AuditLogRow = Tables['auditLog'];

export type AuthMethod = NonNullable<AuditLogRow['auth_method']>;

/** One finished request, as the dispatcher knows it. */
export interface AuditEntryInput {
  operationId: string;
  requestId: string;
  actor?: Actor;
  /** The HTTP status the request was answered with. */
  status: number;
  timeStarted: Date;
  timeCompleted: Date;
  sourceIp?: string;
  /** The path and query requested; the operation's path template when not given. */
  requestUri?: string;
  authMethod?: AuthMethod;
  credentialId?: string;
  userAgent?: string;
  /** For a refused request: the error body's code and message. */
  errorCode?: string;
  errorMessage?: string;
}

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

export function resultOf(entry: AuditEntryInput): AuditLogRow['result'] {
  if (entry.status < 400) return { kind: 'success', http_status_code: entry.status };
  return {
    kind: 'error',
    http_status_code: entry.status,
    error_code: entry.errorCode ?? null,
    error_message: entry.errorMessage ?? STATUS_TEXT[entry.status] ?? `HTTP ${entry.status}`,
  };
}

export const operationPath = (operationId: string) =>
  (contract.operations as Record<string, { path: string }>)[operationId]?.path ?? '/';

/**
 * Enough for weeks of a developer's or a test suite's changes, bounded so that a long-running server or a
 * load test does not grow without end: 10,000 entries (about 6 MB) and 30 days.
 */
export const DEFAULT_AUDIT_RETENTION: AuditRetention = { maxEntries: 10_000, maxAgeMs: 30 * 86_400_000 };

/**
 * Drops the oldest entries beyond the retention. Each entry is dropped at most once, so a write costs a
 * constant number of drops amortised, each a binary search and a removal at the front of the time order.
 */
export function prune(db: Db, retention: AuditRetention, now: number) {
  const log = db.table('auditLog');
  const byTime = log.sorted('time');
  const oldestKept = new Date(now - retention.maxAgeMs).toISOString();
  for (let oldest = byTime[0]; oldest; oldest = byTime[0]) {
    if (log.size <= retention.maxEntries && oldest.time_created >= oldestKept) return;
    log.delete(oldest.key);
  }
}

/** Records one finished request in the audit log (the dispatcher calls this for every non-GET request). */
export function recordAuditEntry(
  db: Db,
  entry: AuditEntryInput,
  retention: AuditRetention = DEFAULT_AUDIT_RETENTION,
): AuditLogRow {
  const actor: AuditLogRow['actor'] = entry.actor
    ? { kind: 'silo_user', silo_id: entry.actor.siloId, silo_user_id: entry.actor.userId }
    : { kind: 'unauthenticated' };
  const completed = entry.timeCompleted.toISOString();
  const row: AuditLogRow = {
    id: newId(),
    actor,
    auth_method: entry.actor ? (entry.authMethod ?? null) : null,
    credential_id: entry.credentialId ?? null,
    operation_id: entry.operationId,
    request_id: flat(entry.requestId),
    request_uri: entry.requestUri ?? operationPath(entry.operationId),
    result: resultOf(entry),
    source_ip: entry.sourceIp ?? '127.0.0.1',
    time_started: entry.timeStarted.toISOString(),
    time_completed: completed,
    user_agent: entry.userAgent ?? null,
    time_created: completed,
  };
  db.table('auditLog').set(row.id, row);
  prune(db, retention, entry.timeCompleted.getTime());
  return row;
}
