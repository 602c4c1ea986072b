import type { Handlers } from '../runtime/types';

export const siloHandlers: Handlers = {};
