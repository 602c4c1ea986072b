import type { Handlers } from '../runtime/types';

export const certificateHandlers: Handlers = {};
