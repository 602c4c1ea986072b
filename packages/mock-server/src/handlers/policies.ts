import type { Handlers } from '../runtime/types';

export const policyHandlers: Handlers = {};
