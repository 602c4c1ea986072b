import type { Handlers } from '../runtime/types';

export const systemHardwareHandlers: Handlers = {};
