import type { Handlers } from '../runtime/types';

export const networkInterfaceHandlers: Handlers = {};
