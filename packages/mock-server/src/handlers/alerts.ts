import type { Handlers } from '../runtime/types';

export const alertHandlers: Handlers = {};
