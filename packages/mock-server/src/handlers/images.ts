import type { Handlers } from '../runtime/types';

export const imageHandlers: Handlers = {};
