import { defineOperations } from './operation';

export const systemUpdateOperations = defineOperations({});
