import type { Handlers } from '../runtime/types';

export const metricHandlers: Handlers = {};
