import { defineOperations } from './operation';

export const auditLogOperations = defineOperations({});
