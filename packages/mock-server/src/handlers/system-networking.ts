import type { Handlers } from '../runtime/types';

export const systemNetworkingHandlers: Handlers = {};
