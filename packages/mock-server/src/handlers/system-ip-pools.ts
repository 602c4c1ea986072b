import type { Handlers } from '../runtime/types';

export const systemIpPoolHandlers: Handlers = {};
