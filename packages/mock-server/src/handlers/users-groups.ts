import type { Handlers } from '../runtime/types';

export const userGroupHandlers: Handlers = {};
