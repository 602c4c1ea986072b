import { defineOperations } from './operation';

export const alertOperations = defineOperations({});
