import type { Handlers } from '../runtime/types';

export const instanceHandlers: Handlers = {};
