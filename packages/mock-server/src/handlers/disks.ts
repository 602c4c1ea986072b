import type { Handlers } from '../runtime/types';

export const diskHandlers: Handlers = {};
