import type { Handlers } from '../runtime/types';

export const systemUpdateHandlers: Handlers = {};
