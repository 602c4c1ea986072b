import { defineOperations } from './operation';

export const experimentalOperations = defineOperations({});
