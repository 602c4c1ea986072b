// The seam between the runtime and the model: everything runtime/ (and the entry points) may use of the model,
// and nothing else. Handlers reach the model through their operations; the runtime needs only the request
// context's types, the platform's errors, who is calling (sessions), the audit log, the throttles and limits,
// and the instance lookups the serial console's websocket makes before any handler runs.

export { advanceInstances } from './compute/compute-lifecycle';
export { findInstance } from './compute/instance-select';
export { type AuthLimits, DEFAULT_AUTH_LIMITS } from './core/auth-limits';
export { requireProject } from './core/authz';
export type {
  Actor,
  AuditRetention,
  HandlerContext,
  HeaderReader,
  MockSettings,
  OperationId,
} from './core/context';
export { badRequest, errorAnswer, invalidRequest, PlatformError } from './core/errors';
export { createThrottles } from './core/throttle';
export { openSession, resolveActor, SESSION_COOKIE, sessionToken } from './identity/auth-session';
export { DEFAULT_AUDIT_RETENTION, recordAuditEntry } from './system/audit-log';
