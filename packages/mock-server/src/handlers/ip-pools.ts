import type { Handlers } from '../runtime/types';

export const ipPoolHandlers: Handlers = {};
