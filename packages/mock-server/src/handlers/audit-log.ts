import { auditLogList } from '../model/system/audit-log-operations';
import type { Handlers } from './types';

export const auditLogHandlers: Handlers = {
  audit_log_list: auditLogList,
};
