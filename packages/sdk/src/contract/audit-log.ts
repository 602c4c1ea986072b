import { z } from 'zod';
import { ipAddr } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import { dateTime, listQuery, pageOf, TimeAndIdSortMode, uint16, uuid } from './shared.js';

export const AuthMethod = named('AuthMethod', z.enum(['session_cookie', 'access_token', 'scim_token']));

/** Who made the request. */
export const AuditLogEntryActor = named(
  'AuditLogEntryActor',
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('user_builtin'), user_builtin_id: uuid() }),
    z.object({ kind: z.literal('silo_user'), silo_id: uuid(), silo_user_id: uuid() }),
    z.object({ kind: z.literal('scim'), silo_id: uuid() }),
    z.object({ kind: z.literal('unauthenticated') }),
  ]),
);

/** How the request ended. */
export const AuditLogEntryResult = named(
  'AuditLogEntryResult',
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('success'), http_status_code: uint16() }),
    z.object({
      kind: z.literal('error'),
      error_code: z.string().nullable().optional(),
      error_message: z.string(),
      http_status_code: uint16(),
    }),
    z.object({ kind: z.literal('unknown') }),
  ]),
);

export const AuditLogEntry = named(
  'AuditLogEntry',
  z.object({
    actor: AuditLogEntryActor,
    auth_method: AuthMethod.nullable().optional(),
    credential_id: uuid().nullable().optional(),
    id: uuid(),
    operation_id: z.string(),
    request_id: z.string(),
    request_uri: z.string(),
    result: AuditLogEntryResult,
    source_ip: ipAddr(),
    time_completed: dateTime(),
    time_started: dateTime(),
    user_agent: z.string().nullable().optional(),
  }),
);
export const AuditLogEntryResultsPage = pageOf('AuditLogEntryResultsPage', AuditLogEntry);

export const auditLogOperations = defineOperations({
  audit_log_list: {
    method: 'get',
    path: '/v1/system/audit-log',
    tag: 'system/audit-log',
    summary: 'List audit log entries',
    query: {
      ...listQuery(TimeAndIdSortMode),
      start_time: dateTime().optional(),
      end_time: dateTime().nullable().optional(),
    },
    status: 200,
    response: AuditLogEntryResultsPage,
  },
});
