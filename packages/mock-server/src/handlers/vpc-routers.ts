import type { Handlers } from '../runtime/types';

export const vpcRouterHandlers: Handlers = {};
