import { auditLogList } from '../model/operations/audit-log';
import type { Handlers } from './types';

export const auditLogHandlers: Handlers = {
  audit_log_list: auditLogList,
};
