import type { Handlers } from '../runtime/types';

export const affinityHandlers: Handlers = {};
