import { defineOperations } from './operation';

export const systemHardwareOperations = defineOperations({});
