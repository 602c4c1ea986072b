import type { Handlers } from '../runtime/types';

export const auditLogHandlers: Handlers = {};
